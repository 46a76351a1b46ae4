import { servedAsIs } from '../components/deferred';
import { LegalPage } from '../components/legal-page';
import { PlainList } from '../components/plain-list';
import { privacyPolicy } from '../content/privacy-policy';
import { alertFacts } from './legal/alert-recipients';
import { contactRecordItems } from './legal/contact-record';
import { legalAgencyFacts } from '../content/legal';
import { legalFacts } from './legal/legal-facts';

const BrowserStorageInsert = servedAsIs(() =>
  import('./legal/browser-storage-insert').then((m) => m.BrowserStorageInsert),
);
const LookupHostsInsert = servedAsIs(() =>
  import('./legal/lookup-hosts-insert').then((m) => m.LookupHostsInsert),
);

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      document={privacyPolicy}
      facts={{ ...legalAgencyFacts, ...legalFacts, ...alertFacts() }}
      inserts={{
        browserStorage: <BrowserStorageInsert />,
        contactRecord: <PlainList items={contactRecordItems} />,
        lookupHosts: <LookupHostsInsert />,
      }}
    />
  );
}
