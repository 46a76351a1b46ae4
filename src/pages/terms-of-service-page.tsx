import { LegalPage } from '../components/legal-page';
import { termsOfService } from '../content/legal';
import { legalFacts } from './legal/legal-facts';

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} facts={legalFacts} />;
}
