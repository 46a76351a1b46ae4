import { getQuote, startProject, talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The mobile-apps service page (one module per page, so each page loads only its own content). */
export const mobileApps = {
  title: 'Mobile App Development',
  lead: 'Android and iOS apps, native or cross-platform, from the first prototype to store release and regular updates.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'App Development Services',
      cards: [
        {
          icon: 'smartphone',
          title: 'Android Apps',
          description: 'Native Kotlin apps that run smoothly on the phones your customers use.',
        },
        {
          icon: 'smartphone',
          title: 'iOS Apps',
          description: 'Swift apps for iPhone and iPad that follow Apple design guidelines.',
        },
        {
          icon: 'layers',
          title: 'Cross-Platform Apps',
          description: 'One Flutter or React Native code base for both stores, at lower cost.',
        },
        {
          icon: 'pen',
          title: 'App UI/UX Design',
          description: 'Simple, attractive screens designed and tested with real users.',
        },
        {
          icon: 'database',
          title: 'Back Ends & APIs',
          description: 'Secure servers, databases, push notifications and admin panels.',
        },
        {
          icon: 'rocket',
          title: 'Store Publishing',
          description: 'Store listings, review submission, updates and crash monitoring.',
        },
      ],
    },
    {
      kind: 'steps',
      heading: 'Our App Process',
      steps: [
        { title: 'Idea & Scope', description: 'Features, users and platforms agreed with you.' },
        { title: 'Prototype', description: 'Clickable screens to test the idea early.' },
        { title: 'Development', description: 'Iterations with test builds on your own phone.' },
        { title: 'Release', description: 'Published on Google Play and the App Store.' },
      ],
    },
    {
      kind: 'tags',
      heading: 'Technologies',
      items: [
        'Flutter',
        'React Native',
        'Kotlin',
        'Swift',
        'Firebase',
        'Node.js',
        'REST & GraphQL APIs',
      ],
    },
    startProject('App'),
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
