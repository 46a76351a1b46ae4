import { LegalPage } from '../components/legal-page';
import { termsOfService } from '../content/legal';

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}
