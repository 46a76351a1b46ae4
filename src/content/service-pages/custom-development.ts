import { getQuote, startProject, talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The custom-development service page (one module per page, so each page loads only its own content). */
export const customDevelopment = {
  title: 'Custom Software Development',
  lead: 'Software built around the way your business works: web applications, portals, integrations and automation, from discovery to launch and long-term support.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'What We Build',
      intro: 'When off-the-shelf tools do not fit, we build exactly what you need.',
      cards: [
        {
          icon: 'layout',
          title: 'Web Applications',
          description: 'Secure, fast browser-based systems for your staff, partners or customers.',
        },
        {
          icon: 'users',
          title: 'Customer & Staff Portals',
          description: 'Self-service portals with accounts, roles, documents and notifications.',
        },
        {
          icon: 'layers',
          title: 'ERP & CRM Modules',
          description: 'Inventory, sales, HR and billing modules that match your real processes.',
        },
        {
          icon: 'refresh',
          title: 'Integrations & APIs',
          description: 'Connect payment gateways, couriers, accounting tools and legacy systems.',
        },
        {
          icon: 'zap',
          title: 'Workflow Automation',
          description: 'Replace spreadsheets and manual steps with reliable automated workflows.',
        },
        {
          icon: 'shield',
          title: 'Maintenance & Support',
          description: 'Updates, monitoring, security fixes and new features after launch.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'How We Work',
      steps: [
        {
          title: 'Discovery',
          description: 'We learn your goals, users and processes and agree the scope.',
        },
        {
          title: 'Design',
          description: 'Wireframes and a clickable prototype you can try before we code.',
        },
        {
          title: 'Build & Test',
          description: 'Short iterations with regular demos and automated tests.',
        },
        {
          title: 'Launch & Support',
          description: 'Deployment, training and ongoing support and improvements.',
        },
      ],
    },
    {
      kind: 'tags',
      heading: 'Technologies',
      items: [
        'Python',
        'Django',
        'FastAPI',
        'C# / .NET',
        'Node.js',
        'React',
        'PostgreSQL',
        'MySQL',
        'AWS',
        'Docker',
      ],
    },
    startProject('Software'),
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
