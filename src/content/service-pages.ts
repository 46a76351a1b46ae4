import { billingLinks } from '../config/site';
import type { Action, ServicePageContent } from './service-pages.schema';

export type ServicePageSection = ServicePageContent['sections'][number];

const talkOnWhatsApp: Action = { label: 'Talk on WhatsApp', to: 'whatsapp', variant: 'whatsapp' };
const getQuote: Action = { label: 'Get a Free Quote', to: '/contact', variant: 'light' };
const contactUs: Action = { label: 'Contact Us', to: '/contact', variant: 'primary' };
const viewPortfolio: Action = {
  label: 'View Our Portfolio',
  to: '/portfolio',
  variant: 'outline-primary',
};

/** The closing call to action of the eight general service pages: /contact and WhatsApp. */
const startProject = (subject: string): ServicePageSection => ({
  kind: 'actions',
  heading: `Ready to Start Your ${subject} Project?`,
  text: 'Tell us what you need and get a free consultation and a clear, fixed quote, usually within one working day.',
  actions: [contactUs, { ...talkOnWhatsApp, label: "Let's Talk on WhatsApp" }],
});

export const servicePages = {
  customDevelopment: {
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
            description:
              'Secure, fast browser-based systems for your staff, partners or customers.',
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
  },
  websiteDevelopment: {
    title: 'Website Development',
    lead: 'Fast, responsive, search-friendly business websites and online stores, designed, built, hosted and maintained for you.',
    heroActions: [getQuote, talkOnWhatsApp],
    sections: [
      {
        kind: 'cards',
        heading: 'Websites for Every Business',
        cards: [
          {
            icon: 'globe',
            title: 'Business Websites',
            description:
              'Professional company sites that explain what you do and bring in enquiries.',
          },
          {
            icon: 'cart',
            title: 'E-commerce Stores',
            description:
              'Online shops with local payment options, stock management and order tracking.',
          },
          {
            icon: 'layout',
            title: 'WordPress Websites',
            description: 'Easy-to-edit sites with custom themes, so your team can update content.',
          },
          {
            icon: 'smartphone',
            title: 'Responsive Design',
            description: 'Every page looks and works great on phones, tablets and desktops.',
          },
          {
            icon: 'search',
            title: 'SEO-Ready Build',
            description:
              'Clean code, fast loading and proper structure that search engines reward.',
          },
          {
            icon: 'settings',
            title: 'Care & Maintenance',
            description:
              'Updates, backups, security monitoring and content changes when you need them.',
          },
        ],
      },
      {
        kind: 'steps',
        heading: 'From Idea to Launch',
        steps: [
          { title: 'Plan', description: 'Pages, content and goals agreed in a short call.' },
          { title: 'Design', description: 'A design in your brand colours for your approval.' },
          { title: 'Develop', description: 'A simple website is usually ready in 1-2 weeks.' },
          { title: 'Launch', description: 'Domain, hosting, e-mail and SSL set up and live.' },
        ],
      },
      {
        kind: 'tags',
        heading: 'Technologies',
        items: [
          'WordPress',
          'WooCommerce',
          'React',
          'Next.js',
          'Laravel',
          'HTML5 & CSS3',
          'cPanel',
          'Cloudflare',
        ],
      },
      startProject('Website'),
    ],
    whatsappBanner: false,
  },
  mobileApps: {
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
  },
  pythonProgramming: {
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
            description:
              'Scheduled jobs that handle reports, files, e-mails and data entry for you.',
          },
          {
            icon: 'search',
            title: 'Web Scraping',
            description:
              'Reliable, polite data collection from public sources into clean datasets.',
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
  },
  uiUxDesign: {
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
  },
  dataAnalytics: {
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
  },
  seoServices: {
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
  },
  socialMediaMarketing: {
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
  },
  amazonMarketing: {
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
  },
  awsServices: {
    title: 'AWS Services',
    lead: 'Secure, scalable and cost-effective cloud infrastructure on Amazon Web Services, designed, migrated and managed by certified engineers.',
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
            description:
              'Auto scaling, CDN and caching that keep your applications fast under load.',
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
  },
  chromeExtensions: {
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
  },
  digitalMarketing: {
    title: 'Digital Marketing',
    lead: 'Search, social, e-mail and content marketing planned together to grow your brand and bring measurable leads.',
    heroActions: [getQuote, talkOnWhatsApp],
    sections: [
      {
        kind: 'cards',
        heading: 'Our Digital Marketing Services',
        cards: [
          {
            icon: 'search',
            title: 'Search Engine Optimization',
            description: 'Rank higher on Google for the searches your customers make.',
          },
          {
            icon: 'megaphone',
            title: 'Pay-Per-Click Advertising',
            description: 'Google and social ads with tight budgets and clear returns.',
          },
          {
            icon: 'share',
            title: 'Social Media Marketing',
            description: 'Content and campaigns that build a loyal following.',
          },
          {
            icon: 'mail',
            title: 'E-mail Marketing',
            description: 'Newsletters and automated sequences that keep customers coming back.',
          },
          {
            icon: 'pen',
            title: 'Content Marketing',
            description: 'Articles, videos and guides that answer questions and earn trust.',
          },
          {
            icon: 'bar-chart',
            title: 'Analytics & Reporting',
            description: 'Every campaign tracked, so you know what each rupee brings.',
          },
        ],
      },
      {
        kind: 'lists',
        lists: [
          {
            heading: 'Benefits',
            items: [
              'More qualified leads and sales',
              'Stronger brand recognition',
              'Measurable return on every campaign',
              'Reach customers on every device',
              'Budgets that fit small and large businesses',
            ],
          },
          {
            heading: 'What We Offer',
            items: [
              'A custom marketing strategy',
              'Campaign setup and management',
              'Creative design and copywriting',
              'Landing pages that convert',
              'Monthly performance reports',
            ],
          },
        ],
      },
      {
        kind: 'actions',
        heading: 'Let’s Grow Your Business Online',
        text: 'Get a free marketing review and a plan that fits your goals and budget.',
        actions: [contactUs, viewPortfolio],
      },
    ],
    whatsappBanner: true,
  },
  cpanelHosting: {
    title: 'cPanel Hosting',
    lead: 'Fast, secure cPanel web hosting with daily backups, free SSL, 99.9% uptime and 24/7/365 support. Plans from Rs.625 per month.',
    heroActions: [
      { label: 'Order Now', to: '/services/cpanel-hosting#hosting-plans', variant: 'light' },
      talkOnWhatsApp,
    ],
    sections: [
      {
        kind: 'cards',
        heading: 'Why Host With Us',
        cards: [
          {
            icon: 'zap',
            title: 'Fast SSD Servers',
            description: 'SSD storage and tuned servers that load your website quickly.',
          },
          {
            icon: 'lock',
            title: 'Free SSL Certificates',
            description:
              'HTTPS for every domain and subdomain, installed and renewed automatically.',
          },
          {
            icon: 'refresh',
            title: 'Daily Backups',
            description: 'Your files, databases and e-mails backed up every day, easy to restore.',
          },
          {
            icon: 'settings',
            title: 'Advanced cPanel Tools',
            description: 'The familiar cPanel with one-click installers, file manager and more.',
          },
          {
            icon: 'shield',
            title: '99.9% Uptime',
            description: 'Monitored servers and network so your website stays online.',
          },
          {
            icon: 'headset',
            title: '24/7/365 Support',
            description: 'Real people ready to help by ticket, e-mail and WhatsApp.',
          },
        ],
      },
      { kind: 'embed', name: 'hosting-plans' },
      {
        kind: 'lists',
        lists: [
          {
            heading: 'Every Plan Includes',
            items: [
              'cPanel control panel',
              'Free SSL certificates',
              'Business e-mail accounts',
              'One-click WordPress installer',
              'Daily backups',
              'PHP, MySQL and Node.js support',
              '30-day money-back guarantee',
              '24/7/365 support',
            ],
          },
        ],
      },
      {
        kind: 'actions',
        heading: 'Get Your Website Online Today',
        text: 'Order a plan in minutes on our billing site, or talk to our sales team about the right plan for you.',
        actions: [
          { label: 'Order Now', to: billingLinks.hostingGroup, variant: 'primary', external: true },
          { label: 'Contact Sales', to: '/contact', variant: 'outline-primary' },
        ],
      },
    ],
    whatsappBanner: false,
  },
} satisfies Record<string, ServicePageContent>;

export type { Action, ServicePageContent } from './service-pages.schema';
