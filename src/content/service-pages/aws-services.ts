import data from '../data/service-pages/aws-services.json' with { type: 'json' };
import { servicePageFrom } from '../service-page-parts';
import type { ServicePageFile } from '../service-pages.schema';

/** The aws-services service page (one module per page, so each page loads only its own content). */
export const awsServices = servicePageFrom(data as ServicePageFile);
