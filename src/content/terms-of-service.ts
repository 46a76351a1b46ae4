import { brand, liabilityCapTerm } from '../config/site';
import { LAST_UPDATED, billingHost, contactParagraph } from './legal';
import type { LegalDocument } from './legal.schema';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LAST_UPDATED,
  intro: `These terms govern your use of the ${brand.name} website and of our development, hosting, domain and marketing services. Please read them carefully.`,
  numbered: true,
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'By using our website or ordering any of our services you agree to these terms. If you do not agree, please do not use our services.',
      ],
    },
    {
      heading: 'Use of Services',
      paragraphs: [
        'You agree to use our services lawfully. You may not host or send illegal content, malware or unsolicited bulk e-mail, or use our services in a way that harms our systems or other customers.',
        'The contact form accepts a limited number of messages from one sender in a short time. The domain checker asks public registry services; its answer is a guide, and a name is yours only once its registration is complete.',
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        `This website has no accounts or login of its own. Client accounts live in the client area on our billing site (${billingHost}). You are responsible for keeping your client area and hosting account credentials confidential and for all activity under your account. Tell us immediately if you suspect unauthorised access.`,
      ],
    },
    {
      heading: 'Payments and Billing',
      paragraphs: [
        'Prices are shown in Pakistani rupees (PKR) or US dollars (USD). Services are billed in advance and must be paid by the due date shown on the invoice. Hosting comes with a 30-day money-back guarantee; domain registrations are non-refundable.',
      ],
    },
    {
      heading: 'Service Availability',
      paragraphs: [
        'We aim for 99.9% uptime on our hosting, but we do not guarantee uninterrupted service.',
        'Once visited, this website also works offline. A contact message written without a connection waits in your browser and is sent when the connection returns; one that cannot be sent within {outboxRetentionDays} days is no longer sent on its own, so please send it again.',
      ],
    },
    {
      heading: 'Intellectual Property',
      paragraphs: [
        'Once a project is paid in full, you own the website or software we build for you, except third-party components, which remain under their own licences. Our own brand, website and tools remain ours.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        `To the extent permitted by law, we are not liable for indirect or consequential losses, such as lost profits or data, and our total liability is limited to ${liabilityCapTerm.text}.`,
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [
        'You may cancel a service at any time from your client area. We may suspend or end a service that breaks these terms or remains unpaid after reminders.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time; the date at the top shows when they last changed. Continued use of our services after a change means you accept the updated terms.',
      ],
    },
    { heading: 'Contact Us', paragraphs: [contactParagraph] },
  ],
};
