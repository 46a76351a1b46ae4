import { getQuote, startProject, talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The data-analytics service page (one module per page, so each page loads only its own content). */
export const dataAnalytics = {
  title: 'Data Analytics',
  lead: 'Dashboards, reports and analysis that turn your sales, marketing and operations data into decisions.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'Analytics Services',
      cards: [
        {
          icon: 'bar-chart',
          title: 'Interactive Dashboards',
          description: 'Live dashboards for sales, stock, finance and marketing in one place.',
        },
        {
          icon: 'file',
          title: 'Automated Reports',
          description: 'Daily, weekly and monthly reports delivered to your inbox.',
        },
        {
          icon: 'database',
          title: 'Data Warehousing',
          description: 'Your data from many systems combined in one reliable store.',
        },
        {
          icon: 'trending-up',
          title: 'Sales Forecasting',
          description: 'Forecasts that help you plan stock, staff and cash flow.',
        },
        {
          icon: 'target',
          title: 'Marketing Analytics',
          description: 'Know which campaigns and channels bring real customers.',
        },
        {
          icon: 'chart',
          title: 'Web Analytics Setup',
          description: 'Accurate tracking of visits, goals and conversions on your website.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How It Works',
      steps: [
        { title: 'Questions', description: 'We agree the decisions the data must support.' },
        { title: 'Collect', description: 'We connect and clean your data sources.' },
        { title: 'Visualise', description: 'Clear dashboards and reports are built.' },
        { title: 'Improve', description: 'We review results with you and refine.' },
      ],
    },
    {
      kind: 'tags',
      heading: 'Technologies',
      items: [
        'Power BI',
        'Looker Studio',
        'Python & Pandas',
        'SQL',
        'Google Analytics 4',
        'Excel & Google Sheets',
      ],
    },
    startProject('Analytics'),
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
