import { awsEngineersClaim } from '../../config/site';
import { talkOnWhatsApp } from '../service-page-parts';
import type { ServicePageContent } from '../service-pages.schema';

/** The aws-services service page (one module per page, so each page loads only its own content). */
export const awsServices = {
  title: 'AWS Services',
  lead: `Secure, scalable and cost-effective cloud infrastructure on Amazon Web Services, designed, migrated and managed by ${awsEngineersClaim.text}.`,
  heroActions: [talkOnWhatsApp],
  sections: [
    {
      kind: 'cards',
      heading: 'Our AWS Services',
      cards: [
        {
          icon: 'cloud',
          title: 'Cloud Infrastructure',
          description: 'VPCs, load balancers, storage and databases designed for reliability.',
        },
        {
          icon: 'cpu',
          title: 'Computing Power',
          description: 'EC2, containers and serverless Lambda sized to your workload and budget.',
        },
        {
          icon: 'lock',
          title: 'Security & Compliance',
          description: 'IAM, encryption, backups and monitoring that follow AWS best practice.',
        },
        {
          icon: 'zap',
          title: 'Performance',
          description: 'Auto scaling, CDN and caching that keep your applications fast under load.',
        },
      ],
    },
    {
      kind: 'actions',
      heading: 'Move to the Cloud With Confidence',
      text: 'Chat with our AWS team on WhatsApp about migrating, securing or reducing the cost of your cloud setup.',
      actions: [{ label: "Let's Talk on WhatsApp", to: 'whatsapp', variant: 'whatsapp' }],
    },
  ],
  whatsappBanner: false,
} satisfies ServicePageContent;
