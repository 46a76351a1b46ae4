import { billingLinks } from '../config/site';
import type { IconName } from './icon-names';

/** A link of the navigation; its schema is in navigation.schema.ts (checked by tests). */
export interface MenuItem {
  name: string;
  href: string;
  icon: IconName;
  external?: boolean;
}

export interface MenuColumn {
  title: string;
  items: MenuItem[];
}

/** Top navigation, in order; the services mega-menu sits after "About Us". */
export const primaryNav = {
  before: [
    { name: 'Home', href: '/', icon: 'house' },
    { name: 'About Us', href: '/about-us', icon: 'users' },
  ],
  servicesLabel: 'Our Services',
  after: [
    { name: 'Our Portfolio', href: '/portfolio', icon: 'briefcase' },
    { name: 'Contact', href: '/contact', icon: 'mail' },
  ],
} satisfies { before: MenuItem[]; servicesLabel: string; after: MenuItem[] };

/** The services mega-menu (the specification). */
export const megaMenu: MenuColumn[] = [
  {
    title: 'Development',
    items: [
      { name: 'Custom Development', href: '/services/custom-development', icon: 'code' },
      { name: 'Website Development', href: '/services/website-development', icon: 'globe' },
      { name: 'Mobile Apps', href: '/services/mobile-apps', icon: 'smartphone' },
      { name: 'Python Programming', href: '/services/python-programming', icon: 'terminal' },
    ],
  },
  {
    title: 'Design & Analytics',
    items: [
      { name: 'UI/UX Designs', href: '/services/ui-ux-design', icon: 'palette' },
      { name: 'Data Analytics', href: '/services/data-analytics', icon: 'chart' },
      { name: 'AI Solutions', href: '/#services', icon: 'bot' },
      { name: 'Chrome Extensions', href: '/services/chrome-extensions', icon: 'puzzle' },
    ],
  },
  {
    title: 'Marketing',
    items: [
      { name: 'SEO Services', href: '/services/seo-services', icon: 'search' },
      { name: 'Social Media Marketing', href: '/services/social-media-marketing', icon: 'share' },
      { name: 'Amazon Marketing', href: '/services/amazon-marketing', icon: 'cart' },
      { name: 'Digital Marketing', href: '/services/digital-marketing', icon: 'megaphone' },
    ],
  },
  {
    title: 'Hosting & Cloud',
    items: [
      {
        name: 'Domain Registration',
        href: billingLinks.domainRegister(),
        icon: 'globe-lock',
        external: true,
      },
      { name: 'Shared Hosting', href: billingLinks.hostingGroup, icon: 'server', external: true },
      { name: 'AWS Services', href: '/services/aws-services', icon: 'cloud' },
      { name: 'cPanel Hosting', href: '/services/cpanel-hosting', icon: 'hard-drive' },
    ],
  },
];

export const megaMenuPrompt = {
  text: 'Need a custom solution? Contact us today',
  href: '/contact',
} as const;

export const footerServiceLinks: MenuItem[] = [
  { name: 'Website Development', href: '/services/website-development', icon: 'globe' },
  { name: 'Custom Development', href: '/services/custom-development', icon: 'code' },
  { name: 'Mobile Apps', href: '/services/mobile-apps', icon: 'smartphone' },
  { name: 'SEO Services', href: '/services/seo-services', icon: 'search' },
  { name: 'Digital Marketing', href: '/services/digital-marketing', icon: 'megaphone' },
  { name: 'cPanel Hosting', href: '/services/cpanel-hosting', icon: 'hard-drive' },
];

export const footerCompanyLinks: MenuItem[] = [
  { name: 'About Us', href: '/about-us', icon: 'users' },
  { name: 'Our Portfolio', href: '/portfolio', icon: 'briefcase' },
  { name: 'Testimonials', href: '/testimonials', icon: 'star' },
  { name: 'FAQs', href: '/faqs', icon: 'help' },
  { name: 'Careers', href: '/careers', icon: 'briefcase' },
  { name: 'Contact', href: '/contact', icon: 'mail' },
  { name: 'Privacy Policy', href: '/privacy-policy', icon: 'shield' },
  { name: 'Terms of Service', href: '/terms-of-service', icon: 'file' },
  { name: 'Cookies Policy', href: '/cookies-policy', icon: 'cookie' },
];

export const footerSupportLinks: MenuItem[] = [
  { name: 'Client Area', href: billingLinks.clientArea, icon: 'user', external: true },
  { name: 'Open Support Ticket', href: billingLinks.supportTicket, icon: 'ticket', external: true },
  {
    name: 'Register a Domain',
    href: billingLinks.domainRegister(),
    icon: 'globe-lock',
    external: true,
  },
  { name: 'Hosting Plans', href: '/services/cpanel-hosting#hosting-plans', icon: 'server' },
  { name: 'FAQs', href: '/faqs', icon: 'help' },
];
