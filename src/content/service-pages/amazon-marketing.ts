import type { ServicePageContent } from '../service-pages.schema';

/** The amazon-marketing service page (one module per page, so each page loads only its own content). */
export const amazonMarketing = {
  title: 'Amazon Marketing',
  lead: 'Grow your sales on Amazon with optimized listings, profitable PPC advertising, review management and higher conversion rates.',
  heroActions: [{ label: 'Talk to a Consultant', to: 'whatsapp', variant: 'whatsapp' }],
  sections: [
    {
      kind: 'cards',
      heading: 'Our Amazon Marketing Services',
      cards: [
        {
          icon: 'file',
          title: 'Listing Optimization',
          description:
            'Keyword-rich titles, bullet points, descriptions and images that rank and convert.',
        },
        {
          icon: 'target',
          title: 'PPC Advertising',
          description:
            'Sponsored Products, Brands and Display campaigns managed for profitable growth.',
        },
        {
          icon: 'star',
          title: 'Review Management',
          description:
            'Policy-compliant review requests, monitoring and responses that build trust.',
        },
        {
          icon: 'trending-up',
          title: 'Conversion Optimization',
          description:
            'A+ content, pricing and storefront improvements that turn views into sales.',
        },
      ],
    },
    {
      kind: 'actions',
      heading: 'Ready to Grow Your Amazon Sales?',
      text: 'Talk to one of our Amazon consultants on WhatsApp for a free review of your listings and campaigns.',
      actions: [{ label: 'Talk to a Consultant', to: 'whatsapp', variant: 'whatsapp' }],
    },
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
