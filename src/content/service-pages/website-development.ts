import { getQuote, startProject, talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The website-development service page (one module per page, so each page loads only its own content). */
export const websiteDevelopment = {
  title: 'Website Development',
  lead: 'Fast, responsive, search-friendly business websites and online stores, designed, built, hosted and maintained for you.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'Websites for Every Business',
      cards: [
        {
          icon: 'globe',
          title: 'Business Websites',
          description:
            'Professional company sites that explain what you do and bring in enquiries.',
        },
        {
          icon: 'cart',
          title: 'E-commerce Stores',
          description:
            'Online shops with local payment options, stock management and order tracking.',
        },
        {
          icon: 'layout',
          title: 'WordPress Websites',
          description: 'Easy-to-edit sites with custom themes, so your team can update content.',
        },
        {
          icon: 'smartphone',
          title: 'Responsive Design',
          description: 'Every page looks and works great on phones, tablets and desktops.',
        },
        {
          icon: 'search',
          title: 'SEO-Ready Build',
          description: 'Clean code, fast loading and proper structure that search engines reward.',
        },
        {
          icon: 'settings',
          title: 'Care & Maintenance',
          description:
            'Updates, backups, security monitoring and content changes when you need them.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'From Idea to Launch',
      steps: [
        { title: 'Plan', description: 'Pages, content and goals agreed in a short call.' },
        { title: 'Design', description: 'A design in your brand colours for your approval.' },
        { title: 'Develop', description: 'A simple website is usually ready in 1-2 weeks.' },
        { title: 'Launch', description: 'Domain, hosting, e-mail and SSL set up and live.' },
      ],
    },
    {
      kind: 'tags',
      heading: 'Technologies',
      items: [
        'WordPress',
        'WooCommerce',
        'React',
        'Next.js',
        'Laravel',
        'HTML5 & CSS3',
        'cPanel',
        'Cloudflare',
      ],
    },
    startProject('Website'),
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
