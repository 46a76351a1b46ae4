import { getQuote, startProject, talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The python-programming service page (one module per page, so each page loads only its own content). */
export const pythonProgramming = {
  title: 'Python Programming',
  lead: 'Python back ends, APIs, automation scripts, scrapers and data pipelines written and maintained by experienced developers.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'What We Do With Python',
      cards: [
        {
          icon: 'code',
          title: 'Web Back Ends',
          description:
            'Django and FastAPI applications with secure authentication and admin panels.',
        },
        {
          icon: 'refresh',
          title: 'REST APIs',
          description: 'Well-documented APIs for your website, mobile app and partners.',
        },
        {
          icon: 'zap',
          title: 'Automation Scripts',
          description: 'Scheduled jobs that handle reports, files, e-mails and data entry for you.',
        },
        {
          icon: 'search',
          title: 'Web Scraping',
          description: 'Reliable, polite data collection from public sources into clean datasets.',
        },
        {
          icon: 'database',
          title: 'Data Pipelines',
          description: 'Import, clean and combine data from many sources on a schedule.',
        },
        {
          icon: 'bot',
          title: 'AI & Machine Learning',
          description: 'Chatbots, document processing and prediction models in production.',
        },
      ],
    },
    {
      kind: 'lists',
      lists: [
        {
          heading: 'Why Python',
          items: [
            'Fast to develop and easy to maintain',
            'Huge ecosystem of tested libraries',
            'Excellent for data, AI and automation',
            'Runs anywhere: servers, cloud and containers',
          ],
        },
        {
          heading: 'How We Deliver',
          items: [
            'Readable, documented code',
            'Automated tests on every change',
            'Version control and code reviews',
            'Deployment and monitoring included',
          ],
        },
      ],
    },
    {
      kind: 'tags',
      heading: 'Technologies',
      items: [
        'Python 3',
        'Django',
        'FastAPI',
        'Flask',
        'Pandas',
        'Celery',
        'PostgreSQL',
        'Docker',
        'AWS Lambda',
      ],
    },
    startProject('Python'),
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
