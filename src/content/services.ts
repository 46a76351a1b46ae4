import { billingLinks } from '../config/site';
import type { ServiceCard, ServiceTab } from './services.schema';

/** Every service the agency offers (the specification), in the order of the spec. */
export const services = [
  {
    id: 'custom-development',
    icon: 'code',
    title: 'Custom Development',
    description:
      'Software shaped around the way you work: portals, dashboards, integrations and automation built to last.',
    href: '/services/custom-development',
  },
  {
    id: 'website-development',
    icon: 'globe',
    title: 'Website Development',
    description:
      'Fast, responsive and search-friendly business websites and online stores that turn visitors into customers.',
    href: '/services/website-development',
  },
  {
    id: 'mobile-apps',
    icon: 'smartphone',
    title: 'Mobile Apps',
    description:
      'Android and iOS apps, native or cross-platform, from the first prototype to store release and updates.',
    href: '/services/mobile-apps',
  },
  {
    id: 'python-programming',
    icon: 'terminal',
    title: 'Python Programming',
    description:
      'APIs, back ends, automation scripts, scrapers and data pipelines written in clean, tested Python.',
    href: '/services/python-programming',
  },
  {
    id: 'data-analytics',
    icon: 'chart',
    title: 'Data Analytics',
    description:
      'Dashboards and reports that turn sales, marketing and operations data into clear decisions.',
    href: '/services/data-analytics',
  },
  {
    id: 'ui-ux-design',
    icon: 'palette',
    title: 'UI/UX Design',
    description:
      'Research, wireframes, prototypes and polished interfaces that people find easy and pleasant to use.',
    href: '/services/ui-ux-design',
  },
  {
    id: 'ai-solutions',
    icon: 'bot',
    title: 'AI Solutions',
    description:
      'Chatbots, document processing and smart automation that put AI to work on real business tasks.',
    href: '/contact',
  },
  {
    id: 'chrome-extensions',
    icon: 'puzzle',
    title: 'Chrome Extensions',
    description:
      'Custom browser extensions for productivity, automation and e-commerce, built and published for you.',
    href: '/services/chrome-extensions',
  },
  {
    id: 'seo-services',
    icon: 'search',
    title: 'SEO Services',
    description:
      'Technical SEO, keyword research, content and links that lift your rankings and bring qualified visitors.',
    href: '/services/seo-services',
  },
  {
    id: 'social-media-marketing',
    icon: 'share',
    title: 'Social Media Marketing',
    description:
      'Strategy, content, paid campaigns and community management on the networks your customers use.',
    href: '/services/social-media-marketing',
  },
  {
    id: 'amazon-marketing',
    icon: 'cart',
    title: 'Amazon Marketing',
    description:
      'Listing optimization, PPC advertising and review management that grow your sales on Amazon.',
    href: '/services/amazon-marketing',
  },
  {
    id: 'digital-marketing',
    icon: 'megaphone',
    title: 'Digital Marketing',
    description:
      'Search, social, e-mail and content campaigns planned together to bring measurable leads.',
    href: '/services/digital-marketing',
  },
  {
    id: 'aws-services',
    icon: 'cloud',
    title: 'AWS Services',
    description:
      'Secure, scalable cloud infrastructure on Amazon Web Services, set up, migrated and managed.',
    href: '/services/aws-services',
  },
  {
    id: 'cpanel-hosting',
    icon: 'hard-drive',
    title: 'cPanel Hosting',
    description:
      'Fast, secure cPanel hosting with daily backups, free SSL, 99.9% uptime and 24/7/365 support.',
    href: billingLinks.hostingGroup,
    external: true,
  },
  {
    id: 'domain-registration',
    icon: 'globe-lock',
    title: 'Domain Registration',
    description:
      'Register .com, .pk and many other extensions for 1 to 10 years, with DNS management included.',
    href: billingLinks.domainRegister(),
    external: true,
  },
] satisfies ServiceCard[];

export type ServiceId = (typeof services)[number]['id'];

const pick = (...ids: ServiceId[]): ServiceCard[] =>
  ids.map((id) => services.find((service) => service.id === id)!);

/** The home page's services tabs (the specification): Development is the default. */
export const serviceTabs: ServiceTab[] = [
  {
    id: 'development',
    label: 'Development',
    services: pick(
      'custom-development',
      'website-development',
      'mobile-apps',
      'python-programming',
      'ui-ux-design',
      'ai-solutions',
    ),
  },
  {
    id: 'marketing',
    label: 'Marketing',
    services: pick('seo-services', 'social-media-marketing', 'digital-marketing'),
  },
  {
    id: 'hosting',
    label: 'Domain & Hosting',
    services: pick('domain-registration', 'cpanel-hosting', 'aws-services'),
  },
];

export const defaultServiceTab: ServiceTab['id'] = 'development';

export type { ServiceCard, ServiceTab } from './services.schema';
