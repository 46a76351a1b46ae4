import { LegalPage } from '../components/legal-page';
import { cookiesPolicy } from '../content/legal';

export function CookiesPolicyPage() {
  return <LegalPage document={cookiesPolicy} />;
}
