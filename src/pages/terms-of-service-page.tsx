import { LegalPage } from '../components/legal-page';
import { termsOfService } from '../content/terms-of-service';
import { legalAgencyFacts } from '../content/legal';
import { legalFacts } from './legal/legal-facts';

export function TermsOfServicePage() {
  return <LegalPage document={termsOfService} facts={{ ...legalAgencyFacts, ...legalFacts }} />;
}
