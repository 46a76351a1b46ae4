import data from './data/legal/terms-of-service.json' with { type: 'json' };
import { legalDocument } from './legal';
import type { LegalDocument, LegalFile } from './legal.schema';

/** The terms of service (the page fills in its placeholders). */
export const termsOfService: LegalDocument = legalDocument(data as LegalFile);
