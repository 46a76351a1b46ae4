import { BrowserStorageList } from '../components/browser-storage-list';
import { fillPlaceholders, LegalPage } from '../components/legal-page';
import { LookupHostsList } from '../components/lookup-hosts-list';
import { PlainList } from '../components/plain-list';
import { browserStorageLabels, lookupHostTexts, privacyPolicy } from '../content/legal';
import { browserStorage } from './legal/browser-storage';
import { contactRecordItems } from './legal/contact-record';
import { legalFacts } from './legal/legal-facts';
import { lookupHostFacts } from './legal/lookup-hosts';

export function PrivacyPolicyPage() {
  const hosts = lookupHostFacts();
  return (
    <LegalPage
      document={privacyPolicy}
      facts={legalFacts}
      inserts={{
        browserStorage: (
          <BrowserStorageList entries={browserStorage} labels={browserStorageLabels} />
        ),
        contactRecord: <PlainList items={contactRecordItems} />,
        lookupHosts: (
          <LookupHostsList
            named={hosts.named}
            others={hosts.otherRegistries.length > 0 ? lookupHostTexts.others : null}
            allSummary={fillPlaceholders(
              lookupHostTexts.allSummary,
              { count: String(hosts.all.length) },
              privacyPolicy.title,
            )}
            all={hosts.all}
          />
        ),
      }}
    />
  );
}
