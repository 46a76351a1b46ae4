import { projectsDeliveredClaim } from '../config/site';
import type { FeatureCard } from './schema-helpers';
import type { AboutContent } from './about.schema';

/** Years of experience the about page claims (the specification). */
export const YEARS_OF_EXPERIENCE = 18;

const values: FeatureCard[] = [
  {
    icon: 'target',
    title: 'Results First',
    description:
      'Every site, app and campaign is measured by what it does for your business: enquiries, sales and saved time.',
  },
  {
    icon: 'shield',
    title: 'Honest and Transparent',
    description:
      'Clear quotes, no hidden charges and plain-language advice, including when something is not worth doing.',
  },
  {
    icon: 'headset',
    title: 'Support That Answers',
    description: 'Real people on tickets, e-mail and WhatsApp, 24/7/365 for hosting.',
  },
  {
    icon: 'rocket',
    title: 'Always Learning',
    description:
      'We keep up with new frameworks, cloud services and search changes so your business does not fall behind.',
  },
];

export const aboutContent: AboutContent = {
  lead: `${YEARS_OF_EXPERIENCE} years of building websites, software, hosting and marketing for businesses in Pakistan and abroad.`,
  storyHeading: 'Our Story',
  story: [
    `For ${YEARS_OF_EXPERIENCE} years we have helped shops, startups, schools, exporters and growing companies get online and grow online. What began as a small web design studio is now a full-service team of developers, designers, system administrators and marketers.`,
    'We handle everything a business needs on the web under one roof: domain, hosting and business e-mail, websites and online stores, custom software and mobile apps, and the marketing that brings customers in. One team, one point of contact, one invoice.',
  ],
  stats: [
    { value: `${YEARS_OF_EXPERIENCE}+`, label: 'Years of experience' },
    { value: projectsDeliveredClaim.text, label: 'Projects delivered' },
    { value: '99.9%', label: 'Hosting uptime' },
    { value: '24/7', label: 'Support' },
  ],
  valuesHeading: 'What We Stand For',
  values,
  whyHeading: 'Why Businesses Choose Us',
  why: [
    'All-in-one website packages with domain, hosting, e-mail and SSL included',
    'Simple websites delivered in 1-2 weeks',
    'Daily backups and a 30-day money-back guarantee on hosting',
    'Local payment methods: bank transfer, JazzCash, EasyPaisa and Payoneer',
    'Experienced developers in Python, .NET, JavaScript and mobile',
    'Support by ticket, e-mail and WhatsApp',
  ],
};

export type { AboutContent } from './about.schema';
