import { BrowserStorageList } from '../components/browser-storage-list';
import { LegalPage } from '../components/legal-page';
import { browserStorageLabels, cookiesPolicy } from '../content/legal';
import { browserStorage } from './legal/browser-storage';
import { legalFacts } from './legal/legal-facts';

export function CookiesPolicyPage() {
  return (
    <LegalPage
      document={cookiesPolicy}
      facts={legalFacts}
      inserts={{
        browserStorage: (
          <BrowserStorageList entries={browserStorage} labels={browserStorageLabels} />
        ),
      }}
    />
  );
}
