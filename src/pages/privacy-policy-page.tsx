import { LegalPage } from '../components/legal-page';
import { privacyPolicy } from '../content/legal';

export function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}
