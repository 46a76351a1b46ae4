import { contactUs, getQuote, talkOnWhatsApp, viewPortfolio } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The digital-marketing service page (one module per page, so each page loads only its own content). */
export const digitalMarketing = {
  title: 'Digital Marketing',
  lead: 'Search, social, e-mail and content marketing planned together to grow your brand and bring measurable leads.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'Our Digital Marketing Services',
      cards: [
        {
          icon: 'search',
          title: 'Search Engine Optimization',
          description: 'Rank higher on Google for the searches your customers make.',
        },
        {
          icon: 'megaphone',
          title: 'Pay-Per-Click Advertising',
          description: 'Google and social ads with tight budgets and clear returns.',
        },
        {
          icon: 'share',
          title: 'Social Media Marketing',
          description: 'Content and campaigns that build a loyal following.',
        },
        {
          icon: 'mail',
          title: 'E-mail Marketing',
          description: 'Newsletters and automated sequences that keep customers coming back.',
        },
        {
          icon: 'pen',
          title: 'Content Marketing',
          description: 'Articles, videos and guides that answer questions and earn trust.',
        },
        {
          icon: 'bar-chart',
          title: 'Analytics & Reporting',
          description: 'Every campaign tracked, so you know what each rupee brings.',
        },
      ],
    },
    {
      kind: 'lists',
      lists: [
        {
          heading: 'Benefits',
          items: [
            'More qualified leads and sales',
            'Stronger brand recognition',
            'Measurable return on every campaign',
            'Reach customers on every device',
            'Budgets that fit small and large businesses',
          ],
        },
        {
          heading: 'What We Offer',
          items: [
            'A custom marketing strategy',
            'Campaign setup and management',
            'Creative design and copywriting',
            'Landing pages that convert',
            'Monthly performance reports',
          ],
        },
      ],
    },
    {
      kind: 'actions',
      heading: 'Let’s Grow Your Business Online',
      text: 'Get a free marketing review and a plan that fits your goals and budget.',
      actions: [contactUs, viewPortfolio],
    },
  ],
  whatsappBanner: true,
} satisfies ServicePageContent;
