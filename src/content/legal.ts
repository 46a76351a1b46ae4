import { brand, emails, phone } from '../config/site';
import type { LegalDocument } from './legal.schema';

const LAST_UPDATED = 'January 1, 2025';

const contactParagraph = `If you have any questions, contact us at ${emails.support} or ${phone.display}, or write to us through the contact page.`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  intro: `${brand.name} respects your privacy. This policy explains what information we collect when you use our website and services, how we use and protect it, and the choices you have.`,
  numbered: true,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'We collect the information you give us and some information collected automatically when you use our website.',
      ],
      items: [
        'Contact details you provide, such as your name, e-mail address, phone number and message.',
        'Billing and account details you provide when you order hosting, domains or services.',
        'Technical data such as your browser type, device, pages visited and the time of your visit.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: ['We use your information only for legitimate business purposes:'],
      items: [
        'To answer your enquiries and provide the services you order.',
        'To process payments, send invoices and manage your account.',
        'To improve our website, services and security.',
        'To send service notices and, with your consent, occasional offers.',
      ],
    },
    {
      heading: 'Sharing of Information',
      paragraphs: [
        'We do not sell or rent your personal information. We share it only with trusted providers who help us deliver our services (such as domain registries, payment processors and hosting data centres), under confidentiality obligations, or when the law requires it.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'We protect your information with encryption in transit (SSL), access controls, regular backups and monitored servers. No method of transmission or storage is completely secure, but we work hard to keep your data safe.',
      ],
    },
    {
      heading: 'Your Rights and Choices',
      paragraphs: [
        'You may ask to see, correct or delete the personal information we hold about you, and you may unsubscribe from marketing messages at any time using the link in each message or by contacting us.',
      ],
    },
    {
      heading: 'Third-Party Links',
      paragraphs: [
        'Our website links to other websites, such as our billing client area, WhatsApp and social networks. Their privacy practices are their own, and we encourage you to read their policies.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'We may update this policy from time to time. The date at the top shows when it was last changed; significant changes will be announced on our website.',
      ],
    },
    { heading: 'Contact Us', paragraphs: [contactParagraph] },
  ],
};

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
      ],
    },
    {
      heading: 'Accounts',
      paragraphs: [
        'You are responsible for keeping your client area and hosting account credentials confidential and for all activity under your account. Tell us immediately if you suspect unauthorised access.',
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
        'We aim for 99.9% uptime on our hosting, but we do not guarantee uninterrupted service. Planned maintenance is announced in advance whenever possible.',
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
        'To the extent permitted by law, we are not liable for indirect or consequential losses, such as lost profits or data, and our total liability is limited to the amount you paid us for the service in the last 12 months.',
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
        'We may update these terms from time to time. Continued use of our services after a change means you accept the updated terms.',
      ],
    },
    { heading: 'Contact Us', paragraphs: [contactParagraph] },
  ],
};

export const cookieTypes = [
  {
    name: 'Essential cookies',
    description:
      'Needed for the website to work, for example to remember your currency choice and keep forms secure.',
  },
  {
    name: 'Analytics cookies',
    description:
      'Help us understand how visitors use the website, which pages are popular and where we can improve.',
  },
  {
    name: 'Preference cookies',
    description:
      'Remember your settings, such as language or region, so you do not set them again.',
  },
  {
    name: 'Marketing cookies',
    description:
      'Used to show relevant offers and to measure how well our advertising campaigns work.',
  },
] as const;

export const cookiesPolicy: LegalDocument = {
  title: 'Cookies Policy',
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains how ${brand.name} uses cookies and similar technologies on its website, and how you can control them.`,
  numbered: false,
  sections: [
    {
      heading: 'What Are Cookies',
      paragraphs: [
        'Cookies are small text files that a website stores on your device. They let the website remember your actions and preferences over time. Similar technologies, such as local storage, work in the same way.',
      ],
    },
    {
      heading: 'Types of Cookies We Use',
      paragraphs: ['We use four types of cookies:'],
      items: cookieTypes.map((type) => `${type.name}: ${type.description}`),
    },
    {
      heading: 'How We Use Cookies',
      paragraphs: [
        'We use cookies to keep the website working, remember your choices, measure and improve performance, and understand which of our services interest you.',
      ],
    },
    {
      heading: 'Managing Cookies',
      paragraphs: [
        'You can block or delete cookies in your browser settings, and you can change your choices at any time through our consent banner where it is shown. Blocking essential cookies may stop parts of the website from working.',
      ],
    },
    {
      heading: 'Third-Party Cookies',
      paragraphs: [
        'Some cookies are set by third-party services we use, such as analytics tools or embedded content. These providers have their own privacy and cookie policies.',
      ],
    },
    {
      heading: 'Updates to This Policy',
      paragraphs: [
        'We may update this cookies policy when our use of cookies changes. The date at the top shows when it was last changed.',
      ],
    },
    { heading: 'Contact Us', paragraphs: [contactParagraph] },
  ],
};

export type { LegalSection, LegalDocument } from './legal.schema';
