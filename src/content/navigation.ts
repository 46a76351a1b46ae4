import * as z from 'zod/mini';
import { billingLinks } from '../config/site';
import { iconNames } from './icon-names';

export const menuItemSchema = z.object({
  name: z.string().check(z.minLength(1)),
  href: z.string().check(z.minLength(1)),
  icon: z.enum(iconNames),
  external: z.optional(z.boolean()),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuColumnSchema = z.object({
  title: z.string().check(z.minLength(1)),
  items: z.array(menuItemSchema).check(z.minLength(1)),
});
export type MenuColumn = z.infer<typeof menuColumnSchema>;

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

/** The services mega-menu (SPEC.md 2, "Mega-menu"). */
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
