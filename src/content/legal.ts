import {
  billingBaseUrl,
  brand,
  emails,
  legalLastUpdated,
  liabilityCapTerm,
  phone,
} from '../config/site';
import type { LegalDocument } from './legal.schema';

/**
 * The three legal pages. Every statement here must be true of this website as built. Facts the
 * code decides are not written here but filled in by the pages: `{name}` placeholders (the
 * retention periods, storage names, counts) and the generated blocks named by `insert` (browser
 * storage, the domain checker's lookup hosts, the contact record's fields). The pages list the
 * placeholders they fill.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11-23" -> "November 23, 2026", the same on the server and in every browser. */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date (YYYY-MM-DD): "${isoDate}"`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

const LAST_UPDATED = formatLegalDate(legalLastUpdated);
const billingHost = new URL(billingBaseUrl).host;

const contactParagraph = `If you have any questions, contact us at ${emails.support} or ${phone.display}, or write to us through the contact page.`;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  intro: `${brand.name} respects your privacy. This policy explains what this website keeps on your device, what it sends and to whom, what we store and for how long, and the choices you have. Orders, invoices and client accounts are handled on our billing site (${billingHost}), not on this website.`,
  numbered: true,
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'This website has no accounts and no login, sets no cookies, and runs no analytics or advertising code. It collects only what you choose to send, and what every request to a website carries:',
      ],
      items: [
        'A message you send with the contact form: your name, e-mail address and message.',
        'A domain name you check with the domain checker: your browser sends it directly to the lookup services listed in section 3; it is not sent to us.',
        'Like every website, the servers that answer your browser receive your IP address and the usual browser details (such as its type and language) with each request.',
      ],
      insertLead:
        'To work offline and keep what you type, the website also keeps a few items in your own browser. They stay on your device; only an unsent contact message leaves it, to reach us, once you are back online:',
      insert: 'browserStorage',
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use a contact message only to answer it and to follow up on the enquiry it makes. Our contact function stores a record of each message in Netlify Blobs, the storage of our host Netlify, so that no message is lost while it is being delivered. The record holds:',
      ],
      insert: 'contactRecord',
      after: [
        'A daily job deletes each record once it is {contactRetentionDays} days old. The message also reaches our mailbox as an e-mail, which we keep as business correspondence; ask us and we delete it.',
        'To stop abuse, the contact function limits how many messages one sender can send in a short window. For this it keeps a keyed hash of your IP address (HMAC-SHA-256 with a secret key), never the address itself, and deletes that entry within minutes after the window ends.',
        'A domain name you check is used only to answer your question: the checker keeps each answer in your browser’s memory for {lookupCacheMinutes} minutes, so a repeated search answers at once; it is gone when you close or reload the page.',
      ],
    },
    {
      heading: 'Sharing of Information',
      paragraphs: [
        'We do not sell or rent your information. It leaves your browser only to these recipients:',
      ],
      items: [
        'Netlify, which hosts this website and runs our contact function: it receives every request with your IP address and browser details, and keeps the contact records and rate-limit entries described in section 2 for us.',
        'Our mail provider, which delivers each contact message to our mailbox by e-mail (SMTP), with your e-mail address as the address to reply to. When the mail server does not take a message at once, our server tries again for up to 3 days.',
        'The domain lookup services below, when you check a domain. Your browser asks them directly, without cookies, so each one receives the name being checked (for suggestions, the same name with up to {suggestionCount} other suffixes) together with your IP address, the usual browser details and the address of this website. Nothing else is sent to them; they answer whether the name is registered.',
      ],
      insert: 'lookupHosts',
      after: ['We also disclose information when the law requires it.'],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'Every connection to this website and its contact function is encrypted (HTTPS, enforced with HTTP Strict Transport Security). The website’s Content Security Policy lets its pages connect only to this website and to the lookup services listed in section 3, and load nothing from any other host. Contact records are kept in our Netlify account’s storage and deleted after {contactRetentionDays} days. Our contact function never stores your IP address in readable form, only as a keyed hash. No method of transmission or storage is completely secure, but we work to keep your data safe.',
      ],
    },
    {
      heading: 'Your Rights and Choices',
      paragraphs: [
        `You may ask to see, correct or delete a message you sent us: write to ${emails.support}. Without a request, its record is deleted after {contactRetentionDays} days.`,
        'You can delete everything this website keeps in your browser (section 1) at any time by clearing this site’s data in your browser settings. The domain checker and the contact form are the only parts of the website that send what you type; you can use the rest without them.',
      ],
    },
    {
      heading: 'Third-Party Links',
      paragraphs: [
        `This website links to WhatsApp, to our billing site (${billingHost}: client area, orders and support tickets) and to social networks. Nothing is sent to them until you follow a link; once you do, their own privacy policies apply.`,
      ],
    },
    {
      heading: 'Changes to This Policy',
      paragraphs: [
        'When what this website stores or sends changes, we update this policy and the date at the top. The lists of browser storage, lookup services and contact record fields on this page are generated from the website’s own code, so they change with it.',
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

/** The four types of cookies, each with whether this website uses it and what it uses instead. */
export const cookieTypes = [
  {
    name: 'Essential cookies',
    description:
      'needed for a website to work, for example to keep you logged in or to hold a shopping cart. This website sets none: it has no login and no cart (orders are placed on our billing site). What it needs to work offline is kept in your browser’s Cache Storage and IndexedDB instead, listed below.',
  },
  {
    name: 'Analytics cookies',
    description:
      'count visitors and record which pages they view. This website sets none and runs no analytics of any kind, with or without cookies.',
  },
  {
    name: 'Preference cookies',
    description:
      'remember choices such as a language or a currency. This website sets none: it remembers your currency choice (PKR or USD) in your browser’s local storage instead, under the name “{currencyKey}”.',
  },
  {
    name: 'Marketing cookies',
    description:
      'follow visitors across websites to show them advertising and measure it. This website sets none and shows no advertising.',
  },
] as const;

export const cookiesPolicy: LegalDocument = {
  title: 'Cookies Policy',
  lastUpdated: LAST_UPDATED,
  intro: `This policy explains what cookies are, why the ${brand.name} website sets none, what it keeps in your browser instead, and how you can control it.`,
  numbered: false,
  sections: [
    {
      heading: 'What Are Cookies',
      paragraphs: [
        'Cookies are small text files that a website stores in your browser and that your browser sends back to it with every request. Other browser storage, such as local storage, Cache Storage and IndexedDB, also keeps data on your device but is not sent with your requests.',
      ],
    },
    {
      heading: 'Types of Cookies',
      paragraphs: ['Cookies are usually described in four types:'],
      items: cookieTypes.map((type) => `${type.name}: ${type.description}`),
    },
    {
      heading: 'How We Use Cookies',
      paragraphs: [
        'We do not: neither this website nor its server sets any cookie. The website keeps these items in your browser’s storage, each for a purpose you can see:',
      ],
      insert: 'browserStorage',
      after: [
        'None of them is sent to us with your requests. Only the contact outbox and the copies of sent messages are sent, to our contact function, to deliver the message you wrote.',
      ],
    },
    {
      heading: 'Managing Cookies',
      paragraphs: [
        'You can block or delete cookies and other site data in your browser settings (usually under Privacy, “Cookies and site data”). Clearing this website’s data there also removes every item listed above; the website then starts again with its defaults and downloads its offline copy again on your next visit.',
        'Many websites also show a consent banner that asks which cookies they may set. This website shows no consent banner, because it sets nothing that needs your consent: it keeps only what you asked it to remember and what it needs to work offline.',
      ],
    },
    {
      heading: 'Third-Party Cookies',
      paragraphs: [
        'There are none. This website loads no scripts, fonts, images, videos or frames from other websites (its Content Security Policy forbids it), so no other company can set cookies through it. The domain checker asks registry lookup services without sending or accepting cookies. Websites you open from our links, such as WhatsApp, our billing site or social networks, set their own cookies under their own policies.',
      ],
    },
    {
      heading: 'Updates to This Policy',
      paragraphs: [
        'The list of browser storage above is generated from the website’s own code, so it changes with it. If this website ever sets cookies or adds analytics or advertising, this policy will say so first, and anything that needs your consent will wait until you give it. The date at the top shows when this policy last changed.',
      ],
    },
    { heading: 'Contact Us', paragraphs: [contactParagraph] },
  ],
};

/** Labels of each entry in the browser-storage block. */
export const browserStorageLabels = {
  holds: 'What it holds',
  why: 'Why',
  kept: 'How long',
  clear: 'How to remove it',
} as const;

/** Texts of the lookup-hosts block of the privacy policy; the page fills in the hosts. */
export const lookupHostTexts = {
  /** {suffixes}: ".com and .net". */
  registry: 'the RDAP service of the {suffixes} registry.',
  redirector:
    'a generic RDAP redirector, asked when the registry does not answer or is not listed; it sends your browser on to the service of the registry that runs the name’s suffix.',
  dns: 'a public DNS-over-HTTPS resolver, asked for the name servers of a .pk name when no RDAP service reports it registered.',
  /** Shown only when the checker's table lists registries beyond the named ones. */
  others:
    'For any other suffix: the RDAP service of the registry that runs the name’s suffix, as listed in IANA’s RDAP bootstrap registry.',
  /** {count}: how many hosts. */
  allSummary: 'All {count} hosts the domain checker may contact',
} as const;

export type { LegalInsert, LegalSection, LegalDocument } from './legal.schema';
