import { BrowserStorageInsert } from './legal/browser-storage-insert';
import { FieldMeasurementsInsert } from './legal/field-measurements-insert';
import { LegalPage } from '../components/legal-page';
import type { LegalInsertsOf } from '../components/legal-page';
import { cookiesPolicy } from '../content/cookies-policy';
import { legalAgencyFacts } from '../content/legal';
import { legalFacts } from './legal/legal-facts';

export function CookiesPolicyPage() {
  return (
    <LegalPage
      document={cookiesPolicy}
      facts={{ ...legalAgencyFacts, ...legalFacts }}
      inserts={
        {
          browserStorage: <BrowserStorageInsert />,
          fieldMeasurements: <FieldMeasurementsInsert />,
        } satisfies LegalInsertsOf<'cookies-policy'>
      }
    />
  );
}
