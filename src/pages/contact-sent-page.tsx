import { AppLink } from '../components/app-link';
import { PageHeader } from '../components/page-header';
import { plainPageWords } from '../config/contact-notices';
import { contactTexts } from '../features/contact/contact-texts';

/**
 * The confirmation of a contact form sent without script: the function redirects here (303) once
 * it has the message, so a reload shows this page again and sends nothing.
 */
export function ContactSentPage() {
  return (
    <PageHeader title={contactTexts.successTitle} lead={contactTexts.successDescription}>
      <p className="mt-3 mb-0">
        <AppLink href="/" className="btn btn-primary">
          {plainPageWords.home}
        </AppLink>
      </p>
    </PageHeader>
  );
}
