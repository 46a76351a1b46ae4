import { BrowserStorageInsert } from './legal/browser-storage-insert';
import { LookupHostsInsert } from './legal/lookup-hosts-insert';
import { FieldMeasurementsSummary } from './legal/field-measurements-insert';
import { LegalPage } from '../components/legal-page';
import type { LegalInsertsOf } from '../components/legal-page';
import { PlainList } from '../components/plain-list';
import { privacyPolicy } from '../content/privacy-policy';
import { alertFacts } from './legal/alert-recipients';
import { contactRecordItems } from './legal/contact-record';
import { legalAgencyFacts } from '../content/legal';
import { legalFacts } from './legal/legal-facts';

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      document={privacyPolicy}
      facts={{ ...legalAgencyFacts, ...legalFacts, ...alertFacts() }}
      inserts={
        {
          browserStorage: <BrowserStorageInsert />,
          contactRecord: <PlainList items={contactRecordItems} />,
          lookupHosts: <LookupHostsInsert />,
          fieldMeasurements: <FieldMeasurementsSummary />,
        } satisfies LegalInsertsOf<'privacy-policy'>
      }
    />
  );
}
