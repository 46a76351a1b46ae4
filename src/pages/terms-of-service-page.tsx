import { LegalPage } from '../components/legal-page';
import { termsOfService } from '../content/terms-of-service';
import { legalFacts } from './legal/legal-facts';

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} facts={legalFacts} />;
}
