import { brand, emails } from '../config/site';
import { LAST_UPDATED, billingHost, contactParagraph } from './legal';
import type { LegalDocument } from './legal.schema';

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
        'A daily job deletes each record once it is {contactRetentionDays} days old. Of a delivered message we then keep only its identifier and the time it was delivered, nothing about you, for {deliveredIdKeepDays} days, so that a copy your browser sends again late is never mailed twice. The message also reaches our mailbox as an e-mail, which we keep as business correspondence; ask us and we delete it.',
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
