import { paymentMethods } from '../config/site';
import type { FaqItem } from './faqs.schema';

const listPaymentMethods = (): string =>
  `${paymentMethods.slice(0, -1).join(', ')} and ${paymentMethods[paymentMethods.length - 1]}`;

export const faqs: FaqItem[] = [
  {
    question: 'How do I register a domain name with you?',
    answer:
      'Search for the name you want with the domain checker on our home page. If it is available, click Register to add it to your cart on our billing site, complete the order and the domain is registered in your name.',
  },
  {
    question: 'For how long can I register a domain?',
    answer:
      'Domains can be registered for 1 to 10 years. You can renew at any time before expiry from our client area.',
  },
  {
    question: 'Is my personal information kept private when I register a domain?',
    answer:
      'Yes. Where the registry allows it we enable privacy protection so that your name, address and phone number are not shown in public WHOIS records. Your details are used only to manage your domain and are never sold.',
  },
  {
    question: 'What types of hosting do you offer?',
    answer:
      'We offer cPanel shared hosting plans (Starter, Business and Professional) for most websites, and managed cloud hosting on AWS for applications that need more power, dedicated resources or custom setups.',
  },
  {
    question: 'Do you back up my website?',
    answer:
      'Yes. Every hosting account gets daily backups, and you can restore files, databases or e-mails yourself from cPanel, or ask our support team to do it for you.',
  },
  {
    question: 'What is included with cPanel hosting?',
    answer:
      'Every plan includes the cPanel control panel with advanced tools, free SSL certificates, e-mail accounts, one-click installers for WordPress and other apps, daily backups, 99.9% uptime and 24/7/365 support.',
  },
  {
    question: 'What web development services do you provide?',
    answer:
      'We design and build business websites, online stores, portals and custom web applications, from simple brochure sites to complex systems with user accounts, payments and integrations.',
  },
  {
    question: 'Do you develop mobile apps?',
    answer:
      'Yes. We build Android and iOS apps, native or cross-platform, and take care of design, development, testing, store publishing and updates after launch.',
  },
  {
    question: 'Can you help my website rank higher on Google?',
    answer:
      'Our SEO service covers technical fixes, keyword research, on-page optimization, content and link building. We report progress monthly so you can see how rankings and visitors grow.',
  },
  {
    question: 'Do you manage social media accounts?',
    answer:
      'Yes. We plan content calendars, design posts, run paid campaigns and manage your community on the networks your customers use, with a monthly report of reach, engagement and leads.',
  },
  {
    question: 'Can you build a custom Chrome extension?',
    answer:
      'Yes. We build Chrome extensions for productivity, automation, e-commerce and internal tools, publish them on the Chrome Web Store or privately for your team, and keep them up to date.',
  },
  {
    question: 'What is your refund policy?',
    answer:
      'Hosting comes with a 30-day money-back guarantee: if you are not satisfied within the first 30 days, we refund your hosting fee. Domain registrations and completed development milestones are not refundable, because those costs are incurred on your behalf.',
  },
  {
    question: 'How long does it take to build a website?',
    answer:
      'A simple website is usually delivered in 1-2 weeks. A complex web application typically takes 6-12 weeks or more, depending on its features. We agree a timeline with you before we start.',
  },
  {
    question: 'What support do you offer after launch?',
    answer:
      'Hosting customers get 24/7/365 support by support ticket, e-mail and WhatsApp. For websites and apps we offer maintenance plans that cover updates, security fixes, backups and small changes.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: `We accept these payment methods: ${listPaymentMethods()}. Invoices are issued and paid through our client area.`,
  },
];

export type { FaqItem } from './faqs.schema';
