import { getQuote, startProject, talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The social-media-marketing service page (one module per page, so each page loads only its own content). */
export const socialMediaMarketing = {
  title: 'Social Media Marketing',
  lead: 'Strategy, content, paid campaigns and community management on the social networks your customers use.',
  heroActions: [getQuote, talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'Social Media Services',
      cards: [
        {
          icon: 'target',
          title: 'Social Strategy',
          description: 'The right networks, audience and message for your goals.',
        },
        {
          icon: 'palette',
          title: 'Content Creation',
          description: 'Posts, reels, stories and graphics designed in your brand style.',
        },
        {
          icon: 'megaphone',
          title: 'Paid Social Campaigns',
          description: 'Targeted ads on Facebook, Instagram, LinkedIn and TikTok.',
        },
        {
          icon: 'message',
          title: 'Community Management',
          description: 'Comments and messages answered quickly and politely.',
        },
        {
          icon: 'users',
          title: 'Influencer Collaborations',
          description: 'Partnerships with creators who suit your brand and budget.',
        },
        {
          icon: 'bar-chart',
          title: 'Monthly Reporting',
          description: 'Reach, engagement, leads and spend in one clear report.',
        },
      ],
    },
    {
      kind: 'lists',
      lists: [
        {
          heading: 'Platforms We Manage',
          items: ['Facebook', 'Instagram', 'LinkedIn', 'TikTok', 'YouTube', 'X (Twitter)'],
        },
        {
          heading: 'What You Get',
          items: [
            'A monthly content calendar',
            'Designed posts ready for approval',
            'Ad campaigns with clear budgets',
            'Honest monthly results',
          ],
        },
      ],
    },
    startProject('Social Media'),
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
