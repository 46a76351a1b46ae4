import { brand } from '../config/site';
import { LAST_UPDATED, contactParagraph } from './legal';
import type { LegalDocument } from './legal.schema';

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
