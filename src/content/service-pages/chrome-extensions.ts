import { contactUs, getQuote, talkOnWhatsApp, viewPortfolio } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The chrome-extensions service page (one module per page, so each page loads only its own content). */
export const chromeExtensions = {
  title: 'Chrome Extension Development',
  lead: 'Custom Chrome extensions that automate work, boost productivity and add new features to the browser, built, published and maintained for you.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'Our Chrome Extension Services',
      cards: [
        {
          icon: 'puzzle',
          title: 'Custom Extension Development',
          description: 'Extensions built from scratch around your exact workflow.',
        },
        {
          icon: 'zap',
          title: 'Productivity Tools',
          description: 'Shortcuts, templates and helpers that save your team time every day.',
        },
        {
          icon: 'refresh',
          title: 'Automation Extensions',
          description: 'Automate repetitive form filling, data collection and clicks.',
        },
        {
          icon: 'cart',
          title: 'E-commerce Extensions',
          description: 'Price trackers, product research and seller tools for online stores.',
        },
        {
          icon: 'rocket',
          title: 'Chrome Web Store Publishing',
          description: 'Listing, review submission and private publishing for teams.',
        },
        {
          icon: 'settings',
          title: 'Maintenance & Updates',
          description: 'Updates for new Chrome versions, Manifest V3 and new features.',
        },
      ],
    },
    {
      kind: 'lists',
      lists: [
        {
          heading: 'Why Choose Us',
          items: [
            'Experienced JavaScript and TypeScript developers',
            'Manifest V3 and Chrome Web Store compliant',
            'Secure handling of user data and permissions',
            'Clean, documented and maintainable code',
            'Support and updates after launch',
          ],
        },
        {
          heading: 'Types of Extensions We Build',
          items: [
            'Productivity and workflow tools',
            'Data scraping and research tools',
            'E-commerce and price tracking',
            'Social media helpers',
            'Internal company tools',
            'Content blockers and filters',
          ],
        },
      ],
    },
    {
      kind: 'actions',
      heading: 'Have an Extension Idea?',
      text: 'Tell us what you want your browser to do, or see what we have built for others.',
      actions: [contactUs, viewPortfolio],
    },
  ],
  whatsappBanner: true,
} satisfies ServicePageContent;
