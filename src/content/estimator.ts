import data from './data/estimator.json' with { type: 'json' };
import type { EstimateCatalog } from './estimate-rules';
import type { EstimatorFile } from './estimator.schema';

/** The estimator's choices and prices, as staff set them. */
export const estimateCatalog: EstimateCatalog = data satisfies EstimatorFile;
