import { getQuote, startProject, talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The ui-ux-design service page (one module per page, so each page loads only its own content). */
export const uiUxDesign = {
  title: 'UI/UX Design',
  lead: 'User research, wireframes, prototypes and polished interfaces for websites and apps that people enjoy using.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'Design Services',
      cards: [
        {
          icon: 'users',
          title: 'User Research',
          description: 'Interviews and analytics that show what your users really need.',
        },
        {
          icon: 'layout',
          title: 'Wireframes',
          description: 'Page structure and user flows agreed before visual design begins.',
        },
        {
          icon: 'pen',
          title: 'Interactive Prototypes',
          description: 'Clickable prototypes in Figma to test ideas before development.',
        },
        {
          icon: 'palette',
          title: 'Visual Design',
          description: 'Modern, on-brand interfaces with consistent colours and typography.',
        },
        {
          icon: 'layers',
          title: 'Design Systems',
          description: 'Reusable components and guidelines that keep products consistent.',
        },
        {
          icon: 'eye',
          title: 'Usability & Accessibility',
          description: 'Testing and fixes so everyone, on every device, can use your product.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Our Design Process',
      steps: [
        { title: 'Understand', description: 'Goals, users and competitors researched.' },
        { title: 'Sketch', description: 'User flows and wireframes for key screens.' },
        { title: 'Design', description: 'High-fidelity screens and a clickable prototype.' },
        {
          title: 'Hand Off',
          description: 'Specs and assets developers can build from directly.',
        },
      ],
    },
    {
      kind: 'tags',
      heading: 'Tools',
      items: ['Figma', 'FigJam', 'Adobe Illustrator', 'Adobe Photoshop', 'Maze', 'Hotjar'],
    },
    startProject('Design'),
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
