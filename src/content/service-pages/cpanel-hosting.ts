import { billingLinks } from '../../config/site';
import { talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The cpanel-hosting service page (one module per page, so each page loads only its own content). */
export const cpanelHosting = {
  title: 'cPanel Hosting',
  lead: 'Fast, secure cPanel web hosting with daily backups, free SSL, 99.9% uptime and 24/7/365 support. Plans from Rs.625 per month.',
  heroActions: [
    { label: 'Order Now', to: '/services/cpanel-hosting#hosting-plans', variant: 'light' },
    talkOnWhatsApp,
  ],
  sections: [
    {
      kind: 'cards',
      heading: 'Why Host With Us',
      cards: [
        {
          icon: 'zap',
          title: 'Fast Servers',
          description: 'Tuned servers that load your website quickly.',
        },
        {
          icon: 'lock',
          title: 'Free SSL Certificates',
          description: 'HTTPS for every domain and subdomain, installed and renewed automatically.',
        },
        {
          icon: 'refresh',
          title: 'Daily Backups',
          description: 'Your files, databases and e-mails backed up every day, easy to restore.',
        },
        {
          icon: 'settings',
          title: 'Advanced cPanel Tools',
          description: 'The familiar cPanel with one-click installers, file manager and more.',
        },
        {
          icon: 'shield',
          title: '99.9% Uptime',
          description: 'Monitored servers and network so your website stays online.',
        },
        {
          icon: 'headset',
          title: '24/7/365 Support',
          description: 'Real people ready to help by ticket, e-mail and WhatsApp.',
        },
      ],
    },
    { kind: 'embed', name: 'hosting-plans' },
    {
      kind: 'lists',
      lists: [
        {
          heading: 'Every Plan Includes',
          items: [
            'cPanel control panel',
            'Free SSL certificates',
            'Business e-mail accounts',
            'One-click WordPress installer',
            'Daily backups',
            'PHP, MySQL and Node.js support',
            '30-day money-back guarantee',
            '24/7/365 support',
          ],
        },
      ],
    },
    {
      kind: 'actions',
      heading: 'Get Your Website Online Today',
      text: 'Order a plan in minutes on our billing site, or talk to our sales team about the right plan for you.',
      actions: [
        { label: 'Order Now', to: billingLinks.hostingGroup, variant: 'primary', external: true },
        { label: 'Contact Sales', to: '/contact', variant: 'outline-primary' },
      ],
    },
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
