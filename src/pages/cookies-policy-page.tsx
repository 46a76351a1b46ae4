import { servedAsIs } from '../components/deferred';
import { LegalPage } from '../components/legal-page';
import type { LegalInsertsOf } from '../components/legal-page';
import { cookiesPolicy } from '../content/cookies-policy';
import { legalAgencyFacts } from '../content/legal';
import { legalFacts } from './legal/legal-facts';

const BrowserStorageInsert = servedAsIs(() =>
  import('./legal/browser-storage-insert').then((m) => m.BrowserStorageInsert),
);

export function CookiesPolicyPage() {
  return (
    <LegalPage
      document={cookiesPolicy}
      facts={{ ...legalAgencyFacts, ...legalFacts }}
      inserts={
        { browserStorage: <BrowserStorageInsert /> } satisfies LegalInsertsOf<'cookies-policy'>
      }
    />
  );
}
