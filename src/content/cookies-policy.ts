import data from './data/legal/cookies-policy.json' with { type: 'json' };
import { legalDocument } from './legal';
import type { LegalDocument, LegalFile } from './legal.schema';

/** The cookies policy (the page fills in its placeholders). */
export const cookiesPolicy: LegalDocument = legalDocument(data as LegalFile);
