import { getQuote, startProject, talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The seo-services service page (one module per page, so each page loads only its own content). */
export const seoServices = {
  title: 'SEO Services',
  lead: 'Technical SEO, keyword research, content and link building that lift your rankings and bring qualified visitors.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'Our SEO Services',
      cards: [
        {
          icon: 'settings',
          title: 'Technical SEO',
          description: 'Speed, indexing, structured data and site health fixed and monitored.',
        },
        {
          icon: 'search',
          title: 'Keyword Research',
          description: 'The searches your customers actually make, ranked by value.',
        },
        {
          icon: 'file',
          title: 'On-Page Optimization',
          description: 'Titles, headings, content and internal links tuned for each page.',
        },
        {
          icon: 'pen',
          title: 'Content Writing',
          description: 'Helpful articles and landing pages that rank and convert.',
        },
        {
          icon: 'share',
          title: 'Link Building',
          description: 'Quality, relevant links earned through outreach and content.',
        },
        {
          icon: 'globe',
          title: 'Local SEO',
          description: 'Map listings and local pages that win customers in your city.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Our SEO Process',
      steps: [
        { title: 'Audit', description: 'A full review of your site and competitors.' },
        { title: 'Strategy', description: 'Target keywords and a clear monthly plan.' },
        { title: 'Optimize', description: 'Technical fixes, content and links delivered.' },
        { title: 'Report', description: 'Monthly rankings, traffic and leads report.' },
      ],
    },
    startProject('SEO'),
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
