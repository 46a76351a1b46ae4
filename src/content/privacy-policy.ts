import data from './data/legal/privacy-policy.json' with { type: 'json' };
import { legalDocument } from './legal';
import type { LegalDocument, LegalFile } from './legal.schema';

/** The privacy policy (the page fills in its placeholders). */
export const privacyPolicy: LegalDocument = legalDocument(data as LegalFile);
