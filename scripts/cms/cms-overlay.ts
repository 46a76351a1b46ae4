/**
 * What the schemas cannot say about the CMS at /admin: the words staff read (labels, hints),
 * widgets other than the default for a field's kind, and how entries are named and listed.
 * Every field of every schema needs a label here, and every field named here must exist in its
 * schema: scripts/cms/cms-config.test.ts checks both ways.
 */
import { legalPageInserts } from '../../src/content/legal.schema';
import { describePriceRule, priceRules } from '../../src/content/price-rules';
import { headPageNames } from '../../src/content/heads.schema';
import { estimateRulesHint } from '../../src/content/estimate-rules';
import type { LegalInsert, LegalPageName } from '../../src/content/legal.schema';

const packagePKRHint = `Rupees, as the site shows them: ${describePriceRule(priceRules.packagePKR, 'Rs.')}.`;
const packageUSDHint = `Dollars, as the site shows them: ${describePriceRule(priceRules.packageUSD, '$')}.`;

const headFactsHint =
  'May say {brandName}, {years} (years of experience, from the About page), {fromPricePKR} or {fromPriceUSD} (the cheapest hosting plan’s price): the site fills them in.';
const headPageLabels: Record<(typeof headPageNames)[number], string> = {
  home: 'Home',
  about: 'About us',
  portfolio: 'Portfolio',
  testimonials: 'Testimonials',
  contact: 'Contact',
  estimate: 'Project estimator',
  faqs: 'FAQs',
  careers: 'Careers',
  privacyPolicy: 'Privacy policy',
  termsOfService: 'Terms of service',
  cookiesPolicy: 'Cookies policy',
  notFound: 'Page not found',
};

const estimatorListLabels = {
  sizes: 'Sizes',
  features: 'Features (the visitor may choose several)',
  content: 'Content',
  timelines: 'Timelines',
} as const;

const estimatorIdHint =
  'Lower-case letters, digits and dashes; keep it once chosen: shared estimate links name the answer by it.';

export interface CollectionOverlay {
  label: string;
  /** Folder collections: one entry's name ("Project"). */
  labelSingular?: string;
  description: string;
  /** Field path ("plans.pricePKR", lists without an index) to its label. */
  labels: Record<string, string>;
  /** Field path to a hint shown under the field. */
  hints?: Record<string, string>;
  /** Field path to a Decap widget other than the kind's default ("text", "image"). */
  widgets?: Record<string, string>;
  /** List field path to how a folded item of it reads ("{{fields.name}}"). */
  summaries?: Record<string, string>;
  /** Folder collections: the field that names a new entry's file. */
  identifierField?: string;
  /** Folder collections: how an entry is listed. */
  summary?: string;
  /** Field path to further options of its widget (a relation's collection and fields). */
  widgetOptions?: Record<string, Record<string, unknown>>;
  /** Where the collection's uploads go (default: the portfolio's screenshots' folder). */
  media?: { folder: string; public: string };
}

const searchAliasesHint =
  'Words or phrases a visitor may type in the site’s search that the text does not say (a misspelling, a synonym, Roman Urdu: "website banwani hai"). The search finds this entry by them after the next build.';

/** A text the specification gives: the sample says it word for word. */
const SPEC = 'The sample is the product specification’s own wording.';

const actionHint =
  'whatsapp (a chat with the agency’s number), hosting-order (the billing site’s hosting plans), a page of this site (/contact; a path that is no page is refused) or a full https:// address.';

const placeholderHint =
  'May say {years} (the years of experience) or {projectsDelivered} (the claim in the agency’s details).';

const navigationLinkHint =
  'A page of this site (/faqs, /services/seo-services; a path that is no page is refused) or a page of the billing site: domain-order, hosting-order, client-area or support-ticket.';

const legalPlaceholderHint =
  'May say {brandName}, {billingHost}, {supportEmail}, {phone} or {liabilityCap} (from the agency’s details), or {contactRetentionDays}, {deliveredIdKeepDays}, {outboxRetentionDays}, {currencyKey}, {suggestionCount} or {lookupCacheMinutes} (facts the website’s code decides). Any other name in braces is refused.';

const legalInsertHints: Record<LegalInsert, string> = {
  browserStorage: 'browserStorage (what it keeps in the browser)',
  lookupHosts: 'lookupHosts (the domain checker’s lookup services)',
  contactRecord: 'contactRecord (the fields of a stored contact message)',
  fieldMeasurements: 'fieldMeasurements (what the speed measurements send and keep)',
};

/** The three legal pages share one form; `title` names the page in the collection's list. */
const legalOverlay = (label: string, page: LegalPageName): CollectionOverlay => {
  const inserts: readonly LegalInsert[] = legalPageInserts[page];
  const overlay = legalForm(label);
  if (inserts.length) {
    overlay.hints!['sections.insert'] =
      `A list the website writes from its own code; this page provides ${inserts.map((name) => legalInsertHints[name]).join(', ')}.`;
    return overlay;
  }
  // A page with no generated block has no such field.
  delete overlay.labels['sections.insert'];
  return overlay;
};

const legalForm = (label: string): CollectionOverlay => ({
  label,
  description: 'Its date is “Legal pages last updated” in the agency’s details.',
  labels: {
    title: 'Title',
    intro: 'Introduction',
    numbered: 'Number the sections (1., 2., …)',
    sections: 'Sections',
    'sections.heading': 'Heading',
    'sections.paragraphs': 'Paragraphs',
    'sections.items': 'Bulleted list',
    'sections.insertLead': 'Paragraph before the generated block',
    'sections.insert': 'Generated block',
    'sections.after': 'Paragraphs after the generated block',
  },
  hints: {
    intro: legalPlaceholderHint,
    'sections.paragraphs': legalPlaceholderHint,
  },
  widgets: {
    intro: 'text',
    'sections.paragraphs': 'text',
    'sections.items': 'text',
    'sections.insertLead': 'text',
    'sections.after': 'text',
  },
  summaries: { sections: '{{fields.heading}}' },
});

const pageDescription = 'Its texts only: what the page shows from other data comes from there.';
const pageHeaderLabels = { title: 'Page heading', lead: 'Introduction' };

/** The pages' own texts (src/content/page-texts.schema.ts), one form per page. */
const pageOverlays: Record<string, CollectionOverlay> = {
  'page-home': {
    label: 'Home page',
    description: pageDescription,
    labels: {
      servicesEyebrow: 'Services section: small heading',
      servicesTitle: 'Services section: heading',
      servicesLead: 'Services section: introduction',
      portfolioEyebrow: 'Recent projects section: small heading',
      portfolioTitle: 'Recent projects section: heading',
      portfolioLead: 'Recent projects section: introduction',
      ctaTitle: 'Closing call to action: heading',
      ctaText: 'Closing call to action: text',
      ctaButton: 'Closing call to action: button (leads to the contact page)',
    },
    widgets: { servicesLead: 'text', portfolioLead: 'text', ctaText: 'text' },
  },
  'page-contact': {
    label: 'Contact page',
    description: pageDescription,
    labels: { ...pageHeaderLabels, formHeading: 'Heading over the form' },
    widgets: { lead: 'text' },
  },
  'page-portfolio': {
    label: 'Portfolio page',
    description: pageDescription,
    labels: { ...pageHeaderLabels, projectsHeading: 'Heading over the projects (screen readers)' },
    widgets: { lead: 'text' },
  },
  'page-testimonials': {
    label: 'Testimonials page',
    description: pageDescription,
    labels: pageHeaderLabels,
    hints: { lead: 'May say {count}: how many testimonials the page shows.' },
    widgets: { lead: 'text' },
  },
  'page-faqs': {
    label: 'FAQs page',
    description: pageDescription,
    labels: {
      ...pageHeaderLabels,
      closingBefore: 'Line under the questions: before the link',
      closingLink: 'Line under the questions: link to the contact page',
      closingAfter: 'Line under the questions: after the link',
    },
    widgets: { lead: 'text' },
  },
  'page-careers': {
    label: 'Careers page',
    description: pageDescription,
    labels: {
      ...pageHeaderLabels,
      closingBefore: 'Line under the roles: before the careers e-mail address',
      closingAfter: 'Line under the roles: after the careers e-mail address',
      resumeButton: 'Each role’s button (a mail to the careers address)',
    },
    hints: {
      resumeButton: `The mail’s subject names the role. ${SPEC}`,
      closingBefore: 'The careers e-mail address from the agency’s details follows this text.',
    },
    widgets: { lead: 'text' },
  },
  'page-estimate': {
    label: 'Project estimator page',
    description: `${pageDescription} The choices and their prices are in “Project estimator”.`,
    labels: {
      ...pageHeaderLabels,
      serviceQuestion: 'Question 1: the service',
      sizeQuestion: 'Question 2: the size',
      featuresQuestion: 'Question 3: the features',
      featuresHint: 'Under question 3 (the visitor may choose several, or none)',
      contentQuestion: 'Question 4: the texts and photos',
      timelineQuestion: 'Question 5: the timeline',
      careQuestion: 'Question 6: the care plan',
      resultHeading: 'Heading over the price range',
      waiting: 'In the range’s place until a service is chosen',
      fine: 'Line under the range',
    },
    widgets: { lead: 'text', fine: 'text' },
  },
  'block-header': {
    label: 'Header links',
    description: 'The billing site’s links at the top of every page.',
    labels: {
      supportTicket: 'Top banner: link to a new support ticket',
      clientArea: 'Header: button to the client area',
    },
    hints: {
      supportTicket: `Opens the billing site’s ticket form in a new tab. ${SPEC}`,
      clientArea: `Opens the billing site’s client area in a new tab. ${SPEC}`,
    },
  },
  'block-footer': {
    label: 'Footer',
    description: 'The texts of the footer on every page; its links are in Navigation.',
    labels: {
      blurb: 'About the agency (under the logo)',
      servicesHeading: 'Heading of the services links',
      companyHeading: 'Heading of the company links',
      supportHeading: 'Heading of the support links',
      paymentsHeading: 'Heading of the payment methods',
      whatsappLink: 'WhatsApp link among the contact lines',
    },
    hints: {
      blurb:
        'May say {brandName} or {foundedYear} (from the agency’s details): the site fills them in.',
      servicesHeading: 'Also the name screen readers give the column.',
      companyHeading: 'Also the name screen readers give the column.',
      supportHeading: 'Also the name screen readers give the column.',
      paymentsHeading: 'The payment methods are in the agency’s details.',
      whatsappLink: 'Opens a chat with the agency’s number in a new tab.',
    },
    widgets: { blurb: 'text' },
  },
  'block-testimonials': {
    label: 'Testimonials block',
    description: 'The heading of the testimonials on the home page, and its link to all of them.',
    labels: {
      eyebrow: 'Small heading',
      title: 'Heading',
      lead: 'Introduction',
      readAll: 'Link to the testimonials page',
    },
    hints: {
      eyebrow: 'Shown above the heading.',
      title: 'The section’s heading on the home page.',
      lead: 'Shown under the heading.',
      readAll: 'May say {count}: how many testimonials there are.',
    },
    widgets: { lead: 'text' },
  },
  'block-whatsapp': {
    label: 'WhatsApp banner and card',
    description:
      'The WhatsApp banner on the service pages and the card the round WhatsApp button opens.',
    labels: {
      bannerTitle: 'Banner: heading',
      bannerButton: 'Banner: button',
      bannerPoints: 'Banner: points under the button',
      'bannerPoints.icon': 'Icon',
      'bannerPoints.text': 'Text',
      cardTitle: 'Card: heading',
      cardStatus: 'Card: line under the heading',
      cardText: 'Card: text',
      cardButton: 'Card: button',
    },
    hints: {
      bannerTitle: SPEC,
      bannerButton: `Opens a chat with the agency’s number in a new tab. ${SPEC}`,
      bannerPoints: 'One to four short points.',
      cardTitle: `Also the name screen readers give the card. ${SPEC}`,
      cardStatus: SPEC,
      cardText: SPEC,
      cardButton: `Opens a chat with the WhatsApp opening message in a new tab. ${SPEC}`,
    },
    summaries: { bannerPoints: '{{fields.text}}' },
    widgets: { cardText: 'text' },
  },
  'block-contact-methods': {
    label: 'Contact page cards',
    description: 'The e-mail, phone and WhatsApp cards of the contact page.',
    labels: {
      emailHeading: 'E-mail card: heading',
      salesLabel: 'E-mail card: before the sales address',
      supportLabel: 'E-mail card: before the support address',
      callHeading: 'Phone card: heading',
      whatsappHeading: 'WhatsApp card: heading',
      whatsappText: 'WhatsApp card: text',
      whatsappButton: 'WhatsApp card: button',
    },
    hints: {
      emailHeading: SPEC,
      salesLabel: 'The addresses are in the agency’s details.',
      supportLabel: 'The addresses are in the agency’s details.',
      callHeading: `The number is in the agency’s details. ${SPEC}`,
      whatsappHeading: SPEC,
      whatsappText: 'Shown above the button.',
      whatsappButton: `Opens a chat with the agency’s number in a new tab. ${SPEC}`,
    },
    widgets: { whatsappText: 'text' },
  },
  'block-portfolio': {
    label: 'Portfolio cards and filter',
    description: 'The words of the project cards on /portfolio and the home page, and the filter.',
    labels: {
      allProjects: 'Filter button showing every project',
      seeAll: 'Home page: button to the portfolio',
      visitWebsite: 'Card: link to the project’s website',
      caseStudy: 'Card: link to the project’s case study',
    },
    hints: {
      allProjects: `The other buttons are the categories’ names. ${SPEC}`,
      seeAll: `Shown when there are more projects than the home page shows. ${SPEC}`,
      visitWebsite: 'Opens the project’s address in a new tab.',
      caseStudy: 'Shown on the cards of projects that have a case study.',
    },
  },
  'block-estimate-link': {
    label: 'Link to the project estimator',
    description:
      'The line that leads to the project estimator, under each service page, the hosting plans and the contact form.',
    labels: {
      lead: 'Before the link (service pages, contact page)',
      plansLead: 'Before the link (under the hosting plans)',
      link: 'The link’s words',
    },
  },
  'page-not-found': {
    label: 'Page not found',
    description: pageDescription,
    labels: { title: 'Heading', text: 'Text', button: 'Button (leads to the home page)' },
  },
};

/** Collections that list several files of their own kinds (ContentFile.collection). */
export const cmsFileGroups: Record<string, { label: string; description: string }> = {
  pages: {
    label: 'Page texts',
    description:
      'Headings, introductions and closing lines of the home, contact, portfolio, testimonials, FAQs, careers and not-found pages. Form messages and notices stay in the code.',
  },
  blocks: {
    label: 'Shared blocks',
    description:
      'Texts of the blocks shown on several pages: header links, footer, testimonials, WhatsApp, contact cards, portfolio cards.',
  },
  legal: {
    label: 'Legal pages',
    description:
      'Privacy policy, terms of service and cookies policy. Their date is “Legal pages last updated” in the agency’s details.',
  },
};

const orderHint =
  'Lower numbers come first. Entries with the same number keep the order of their file names.';

export const cmsOverlay: Record<string, CollectionOverlay> = {
  site: {
    label: "Agency's details",
    description:
      'Name, phone, e-mails, billing site, social links, payment methods, legal date and claims.',
    labels: {
      brand: 'Brand',
      'brand.name': 'Name',
      'brand.shortName': 'Short name (home screen)',
      'brand.slogan': 'Slogan',
      'brand.website': 'Website host name',
      'brand.foundedYear': 'Year founded',
      'brand.copyrightYear': 'Copyright year',
      'brand.logoOnHero': 'Logo, light (over the home page’s picture and in the footer)',
      'brand.logoOnSolid': 'Logo, dark (on the white header)',
      'brand.socialImage': 'Picture of shared links',
      phone: 'Phone and WhatsApp number',
      emails: 'E-mail addresses',
      'emails.sales': 'Sales',
      'emails.support': 'Support',
      'emails.recruiting': 'Careers',
      billingBaseUrl: 'Billing site address',
      whatsappDefaultMessage: 'WhatsApp opening message',
      socialLinks: 'Social links',
      'socialLinks.name': 'Network',
      'socialLinks.href': 'Address',
      paymentMethods: 'Payment methods',
      legalLastUpdated: 'Legal pages last updated',
      claims: 'Claims to confirm',
      'claims.projectsDelivered': 'Projects delivered (About page)',
      'claims.projectsDelivered.text': 'Text',
      'claims.projectsDelivered.confirmed': 'Confirmed by the agency',
      'claims.awsEngineers': 'Who runs the AWS work',
      'claims.awsEngineers.text': 'Text',
      'claims.awsEngineers.confirmed': 'Confirmed by the agency',
      'claims.quoteTurnaround': 'Quote turnaround (service pages)',
      'claims.quoteTurnaround.text': 'Text',
      'claims.quoteTurnaround.confirmed': 'Confirmed by the agency',
      'claims.liabilityCap': 'Liability cap (terms of service)',
      'claims.liabilityCap.text': 'Text',
      'claims.liabilityCap.confirmed': 'Confirmed by the agency',
    },
    hints: {
      phone: 'Written +92 300 1234567. Header, footer, contact page and WhatsApp links use it.',
      billingBaseUrl: 'Order links are made from it; no / at the end.',
      legalLastUpdated: 'Change it whenever what the legal pages say changes.',
      'brand.logoOnHero':
        'Optional. A PNG, JPEG, WebP or AVIF image with a transparent background, shown 40 px high. Empty: the logo drawn by the website. A file that goes missing shows the name as text.',
      'brand.logoOnSolid':
        'Optional. As the light logo, in dark colours for the white header. Empty: the logo drawn by the website.',
      'brand.socialImage':
        'Optional. A PNG or JPEG image, 1200 × 630 px, shown with links to the site’s pages on social networks and chats. Empty: the picture the website draws.',
    },
    widgets: {
      whatsappDefaultMessage: 'text',
      'brand.slogan': 'text',
      'brand.logoOnHero': 'image',
      'brand.logoOnSolid': 'image',
      'brand.socialImage': 'image',
    },
    widgetOptions: Object.fromEntries(
      ['brand.logoOnHero', 'brand.logoOnSolid', 'brand.socialImage'].map((path) => [
        path,
        { media_folder: '/public/images/brand', public_folder: '/images/brand' },
      ]),
    ),
    summaries: { socialLinks: '{{fields.name}}' },
  },
  'hosting-plans': {
    label: 'Hosting plans',
    description: 'The cPanel hosting plans on the home page and the cPanel hosting page.',
    labels: {
      eyebrow: 'Small heading',
      title: 'Heading',
      lead: 'Introduction',
      orderLabel: 'Each plan’s order button',
      popularLabel: 'Label of the flagged plan',
      sharedFeatures: 'Included in every plan',
      plans: 'Plans',
      'plans.id': 'Identifier',
      'plans.name': 'Name',
      'plans.pricePKR': 'Price in rupees per month',
      'plans.priceUSD': 'Price in dollars per month',
      'plans.pid': 'Product id on the billing site',
      'plans.popular': 'Flag as most popular',
      'plans.quotas': 'Quotas (disk, bandwidth, ...)',
    },
    summaries: { plans: '{{fields.name}}: Rs. {{fields.pricePKR}} / ${{fields.priceUSD}}' },
    widgets: { lead: 'text' },
    hints: {
      eyebrow: 'Shown above the heading.',
      title: 'The block’s heading on the home and cPanel hosting pages.',
      lead: 'Shown under the heading.',
      orderLabel: `Opens the plan’s order page on the billing site in a new tab. ${SPEC}`,
      popularLabel: 'Shown on the plan flagged as most popular.',
      'plans.pricePKR': `Rupees, as the site shows them: ${describePriceRule(priceRules.planPKR, 'Rs.')}.`,
      'plans.priceUSD': `Dollars, as the site shows them: ${describePriceRule(priceRules.planUSD, '$')} ($2.5 is shown as $2.5).`,
      'plans.id': 'Lower-case letters, digits and dashes; keep it once chosen.',
      'plans.pid': 'The order link is cart.php?a=add&pid=<this number> on the billing site.',
    },
  },
  estimator: {
    label: 'Project estimator',
    description: `The choices of the estimator at /estimate and what each does to its price range. ${estimateRulesHint}`,
    labels: {
      services: 'Services (each with its base range)',
      'services.id': 'Identifier',
      'services.label': 'Name',
      'services.minPKR': 'Lowest price in rupees',
      'services.maxPKR': 'Highest price in rupees',
      'services.minUSD': 'Lowest price in dollars',
      'services.maxUSD': 'Highest price in dollars',
      ...Object.fromEntries(
        (['sizes', 'features', 'content', 'timelines'] as const).flatMap((list) => [
          [list, estimatorListLabels[list]],
          [`${list}.id`, 'Identifier'],
          [`${list}.label`, 'Answer'],
          [`${list}.addPKR`, 'Adds (rupees)'],
          [`${list}.addUSD`, 'Adds (dollars)'],
          [`${list}.factor`, 'Multiplies by'],
        ]),
      ),
      carePlans: 'Care plans',
      'carePlans.id': 'Identifier',
      'carePlans.label': 'Answer',
      'carePlans.monthlyPKR': 'Price per month in rupees (0: none)',
      'carePlans.monthlyUSD': 'Price per month in dollars (0: none)',
    },
    summaries: {
      services: '{{fields.label}}: Rs. {{fields.minPKR}} to {{fields.maxPKR}}',
      sizes: '{{fields.label}}',
      features: '{{fields.label}}',
      content: '{{fields.label}}',
      timelines: '{{fields.label}}',
      carePlans: '{{fields.label}}',
    },
    hints: {
      services: estimateRulesHint,
      ...Object.fromEntries(
        (['sizes', 'features', 'content', 'timelines'] as const).flatMap((list) => [
          [`${list}.factor`, `1 changes nothing; 1.5 adds half. ${estimateRulesHint}`],
          [
            `${list}.addPKR`,
            'Whole rupees added to both ends of the range before the factors; 0 adds nothing.',
          ],
          [
            `${list}.addUSD`,
            'Whole dollars added to both ends of the range before the factors; 0 adds nothing.',
          ],
          [`${list}.id`, estimatorIdHint],
        ]),
      ),
      'services.id': estimatorIdHint,
      'carePlans.id': estimatorIdHint,
      'carePlans.monthlyPKR': 'Shown beside the range as a monthly price, never added to it.',
    },
  },
  heads: {
    label: 'Page titles and descriptions',
    description:
      'What search engines and shared links show of each page. The service pages have theirs in their own files.',
    labels: Object.fromEntries(
      headPageNames.flatMap((page) => [
        [page, headPageLabels[page]],
        [`${page}.title`, 'Title (browser tab and search results)'],
        [`${page}.description`, 'Description (search results and shared links)'],
        [`${page}.keywords`, 'Keywords'],
      ]),
    ),
    hints: Object.fromEntries(
      headPageNames.flatMap((page) => [
        [
          `${page}.title`,
          `“ | ” and the brand name are added unless the title says {brandName}. ${headFactsHint}`,
        ],
        [`${page}.description`, headFactsHint],
      ]),
    ),
    widgets: Object.fromEntries(headPageNames.map((page) => [`${page}.description`, 'text'])),
  },
  'hero-package': {
    label: 'Website package (home hero)',
    description: 'The all-in-one website package offered at the top of the home page.',
    labels: {
      eyebrow: 'Small heading',
      title: 'Title',
      lead: 'Introduction',
      priceLabel: 'Label above the prices',
      setupNote: 'After the setup price',
      monthlyNote: 'After the monthly price',
      setupPKR: 'Setup price in rupees',
      setupUSD: 'Setup price in dollars',
      monthlyPKR: 'Monthly price in rupees',
      monthlyUSD: 'Monthly price in dollars',
      maxPages: 'Pages included',
      included: 'What is included',
      noHiddenCharges: 'Reassurance line',
      orderLabel: 'Order button',
      pid: 'Product id on the billing site',
    },
    widgets: { lead: 'text' },
    hints: {
      priceLabel: 'Beside the currency buttons.',
      setupNote: 'Says the setup price is paid once.',
      monthlyNote: 'Says the monthly price is paid each month.',
      setupPKR: packagePKRHint,
      monthlyPKR: packagePKRHint,
      setupUSD: packageUSDHint,
      monthlyUSD: packageUSDHint,
    },
  },
  services: {
    label: 'Services',
    description:
      'The service cards (home page tabs and service lists): icon, title, description, where each leads.',
    labels: {
      services: 'Services',
      'services.id': 'Identifier',
      'services.icon': 'Icon',
      'services.title': 'Title',
      'services.description': 'Description',
      'services.link': 'Leads to',
      tabs: 'Home page tabs',
      'tabs.id': 'Tab',
      'tabs.label': 'Tab name',
      'tabs.services': 'Services shown (identifiers, in order)',
    },
    hints: {
      'services.id':
        'Lower-case letters, digits and dashes. A card leading to its own page links to /services/<identifier>.',
      'services.link':
        'page: its own page /services/<identifier>; contact: the contact page; hosting-order: the billing site’s hosting plans; domain-order: the billing site’s domain search.',
      'tabs.services': 'Each must be the identifier of a service above.',
    },
    widgets: { 'services.description': 'text' },
    summaries: { services: '{{fields.title}}', tabs: '{{fields.label}}' },
  },
  about: {
    label: 'About page',
    description:
      'The about page: introduction, story, figures, values and reasons to choose the agency.',
    labels: {
      yearsOfExperience: 'Years of experience',
      title: 'Page heading',
      lead: 'Introduction',
      storyHeading: 'Story heading',
      story: 'Story paragraphs',
      stats: 'Figures',
      'stats.value': 'Figure',
      'stats.label': 'What it counts',
      valuesHeading: 'Values heading',
      values: 'Values',
      'values.icon': 'Icon',
      'values.title': 'Title',
      'values.description': 'Description',
      whyHeading: 'Reasons heading',
      why: 'Reasons to choose us',
      ctaTitle: 'Closing call to action: heading',
      ctaText: 'Closing call to action: text',
      ctaContact: 'Closing call to action: button to the contact page',
      ctaPortfolio: 'Closing call to action: button to the portfolio',
    },
    hints: {
      yearsOfExperience: 'Texts saying {years} show this number.',
      title: placeholderHint,
      ctaTitle: placeholderHint,
      ctaText: placeholderHint,
      ctaContact: 'Leads to the contact page.',
      ctaPortfolio: 'Leads to the portfolio.',
      lead: placeholderHint,
      story: placeholderHint,
      stats: placeholderHint,
    },
    widgets: { lead: 'text', story: 'text', 'values.description': 'text', ctaText: 'text' },
    summaries: { stats: '{{fields.value}} {{fields.label}}', values: '{{fields.title}}' },
  },
  navigation: {
    label: 'Navigation',
    description: 'The labels, links and icons of the top menu, the services menu and the footer.',
    labels: {
      primary: 'Top menu',
      'primary.before': 'Links before the services menu',
      'primary.before.name': 'Label',
      'primary.before.to': 'Leads to',
      'primary.before.icon': 'Icon',
      'primary.servicesLabel': 'Services menu label',
      'primary.after': 'Links after the services menu',
      'primary.after.name': 'Label',
      'primary.after.to': 'Leads to',
      'primary.after.icon': 'Icon',
      megaMenu: 'Services menu columns',
      'megaMenu.title': 'Column heading',
      'megaMenu.items': 'Links',
      'megaMenu.items.name': 'Label',
      'megaMenu.items.to': 'Leads to',
      'megaMenu.items.icon': 'Icon',
      megaMenuPrompt: 'Line under the services menu',
      'megaMenuPrompt.text': 'Text',
      'megaMenuPrompt.to': 'Leads to',
      footerServices: 'Footer: services',
      'footerServices.name': 'Label',
      'footerServices.to': 'Leads to',
      'footerServices.icon': 'Icon',
      footerCompany: 'Footer: company',
      'footerCompany.name': 'Label',
      'footerCompany.to': 'Leads to',
      'footerCompany.icon': 'Icon',
      footerSupport: 'Footer: support',
      'footerSupport.name': 'Label',
      'footerSupport.to': 'Leads to',
      'footerSupport.icon': 'Icon',
    },
    hints: Object.fromEntries(
      [
        'primary.before.to',
        'primary.after.to',
        'megaMenu.items.to',
        'megaMenuPrompt.to',
        'footerServices.to',
        'footerCompany.to',
        'footerSupport.to',
      ].map((path) => [path, navigationLinkHint]),
    ),
    summaries: Object.fromEntries(
      [
        'primary.before',
        'primary.after',
        'megaMenu.items',
        'footerServices',
        'footerCompany',
        'footerSupport',
      ].map((path) => [path, '{{fields.name}}']),
    ),
  },
  ...pageOverlays,
  'privacy-policy': legalOverlay('Privacy policy', 'privacy-policy'),
  'terms-of-service': legalOverlay('Terms of service', 'terms-of-service'),
  'cookies-policy': legalOverlay('Cookies policy', 'cookies-policy'),
  'service-pages': {
    label: 'Service pages',
    labelSingular: 'Service page',
    description:
      'The pages under /services: introduction, buttons, sections of cards, lists, steps and tags. A new page gets its address from its title (/services/cloud-migration), is in the sitemap and the offline copy once published; put it in the services menu or the footer under Navigation.',
    labels: {
      order: 'Position',
      title: 'Title',
      description: 'Description for search engines and shared links',
      keywords: 'Keywords',
      searchAliases: 'Other words visitors search with',
      lead: 'Introduction',
      heroActions: 'Buttons under the introduction',
      'heroActions.label': 'Button text',
      'heroActions.to': 'Leads to',
      'heroActions.variant': 'Style',
      'heroActions.external': 'Opens in a new tab',
      sections: 'Sections',
      'sections.cards': 'Cards',
      'sections.cards.heading': 'Heading',
      'sections.cards.intro': 'Introduction',
      'sections.cards.cards': 'Cards',
      'sections.cards.cards.icon': 'Icon',
      'sections.cards.cards.title': 'Title',
      'sections.cards.cards.description': 'Description',
      'sections.lists': 'Lists',
      'sections.lists.lists': 'Lists',
      'sections.lists.lists.heading': 'Heading',
      'sections.lists.lists.items': 'Items',
      'sections.steps': 'Steps',
      'sections.steps.heading': 'Heading',
      'sections.steps.steps': 'Steps',
      'sections.steps.steps.title': 'Title',
      'sections.steps.steps.description': 'Description',
      'sections.tags': 'Tags',
      'sections.tags.heading': 'Heading',
      'sections.tags.items': 'Tags',
      'sections.actions': 'Call to action',
      'sections.actions.heading': 'Heading',
      'sections.actions.text': 'Text',
      'sections.actions.actions': 'Buttons',
      'sections.actions.actions.label': 'Button text',
      'sections.actions.actions.to': 'Leads to',
      'sections.actions.actions.variant': 'Style',
      'sections.actions.actions.external': 'Opens in a new tab',
      'sections.embed': 'Hosting plans block',
      'sections.embed.name': 'Block',
      whatsappBanner: 'WhatsApp banner at the end',
    },
    hints: {
      order: orderHint,
      searchAliases: searchAliasesHint,
      title:
        'The page’s heading and its title in search results. A new page’s address is made from it once: lower-case words joined by hyphens.',
      description:
        'At most 170 characters. May say {fromPricePKR}, {fromPriceUSD}, {years} or {brandName} (computed from the data).',
      lead: 'May say {awsEngineers} or {quoteTurnaround}: the claim from the agency’s details goes there.',
      'heroActions.to': actionHint,
      'sections.actions.text':
        'May say {quoteTurnaround} or {awsEngineers} (the claim from the agency’s details), {brandName}, {years}, {fromPricePKR} or {fromPriceUSD} (computed from the data).',
      'sections.actions.actions.to': actionHint,
    },
    widgets: {
      description: 'text',
      lead: 'text',
      'sections.actions.text': 'text',
      'sections.cards.cards.description': 'text',
    },
    summaries: {
      heroActions: '{{fields.label}}',
      'sections.cards.cards': '{{fields.title}}',
      'sections.lists.lists': '{{fields.heading}}',
      'sections.steps.steps': '{{fields.title}}',
      'sections.actions.actions': '{{fields.label}}',
    },
    identifierField: 'title',
    summary: '{{order}}. {{title}}',
  },
  portfolio: {
    label: 'Portfolio projects',
    labelSingular: 'Project',
    description: 'Finished projects on /portfolio and the home page (the first nine).',
    labels: {
      order: 'Position',
      name: 'Client or site name',
      url: 'Site address',
      categoryId: 'Category',
      image: 'Screenshot',
    },
    hints: {
      order: orderHint,
      image: 'Optional. A 16:9 screenshot; without one the card shows the initials.',
    },
    widgets: { image: 'image' },
    identifierField: 'name',
    summary: '{{order}}. {{name}} ({{categoryId}})',
  },
  testimonials: {
    label: 'Testimonials',
    labelSingular: 'Testimonial',
    description: 'Client reviews on /testimonials; the home page shows the first six.',
    labels: {
      order: 'Position',
      name: 'Name',
      location: 'City, country',
      rating: 'Stars (1 to 5)',
      text: 'Review',
    },
    hints: { order: orderHint },
    widgets: { text: 'text' },
    identifierField: 'name',
    summary: '{{order}}. {{name}}, {{location}}',
  },
  faqs: {
    label: 'FAQs',
    labelSingular: 'Question',
    description: 'Questions and answers on /faqs.',
    labels: {
      order: 'Position',
      question: 'Question',
      answer: 'Answer',
      searchAliases: 'Other words visitors search with',
    },
    hints: {
      order: orderHint,
      searchAliases: searchAliasesHint,
      answer: 'Write {paymentMethods} where the list of payment methods should appear.',
    },
    widgets: { answer: 'text' },
    identifierField: 'question',
    summary: '{{order}}. {{question}}',
  },
  careers: {
    label: 'Open roles',
    labelSingular: 'Role',
    description: 'Roles on /careers.',
    labels: { order: 'Position', title: 'Title', type: 'Type (Full time...)', desc: 'Description' },
    hints: { order: orderHint },
    widgets: { desc: 'text' },
    identifierField: 'title',
    summary: '{{order}}. {{title}}',
  },
  authors: {
    label: 'Authors',
    description:
      'The people an article may name as its author (an article without one is the agency’s).',
    labels: {
      sample: 'Sample content (the launch check lists it until you replace it and untick this)',
      authors: 'Authors',
      'authors.id': 'Id (lower case, used in the articles)',
      'authors.name': 'Name',
      'authors.role': 'Role',
    },
    summaries: { authors: '{{fields.name}}, {{fields.role}}' },
  },
  'case-studies': {
    label: 'Case studies',
    labelSingular: 'Case study',
    description:
      'A portfolio project’s case study at /portfolio/<its name>; the project’s card links to it.',
    labels: {
      project: 'Portfolio project (its file name)',
      title: 'Title',
      description: 'Summary (search results and lists)',
      date: 'Date',
      challenge: 'The challenge',
      approach: 'Our approach',
      results: 'Results',
      'results.figure': 'Figure',
      'results.label': 'What it counts',
      services: 'Services used',
      screenshots: 'Screenshots',
      'screenshots.image': 'Image',
      'screenshots.alt': 'What it shows (for screen readers)',
      testimonial: 'The client’s testimonial (its file name)',
      sample: 'Sample content (the launch check lists it until you replace it and untick this)',
    },
    hints: {
      project: 'The file name of the project under Portfolio projects, e.g. blue-lagoon-travels.',
      date: 'YYYY-MM-DD.',
      results: 'Facts you can stand behind: no estimates presented as measurements.',
      screenshots: '1200 × 750 pixels (16:10) or larger, WebP, PNG or JPEG.',
      testimonial: 'Optional: the file name of one of the testimonials, e.g. sana-k-karachi.',
    },
    widgets: {
      challenge: 'markdown',
      approach: 'markdown',
      'screenshots.image': 'image',
      project: 'relation',
      testimonial: 'relation',
    },
    widgetOptions: {
      project: {
        collection: 'portfolio',
        value_field: '{{slug}}',
        search_fields: ['name'],
        display_fields: ['name'],
      },
      testimonial: {
        collection: 'testimonials',
        value_field: '{{slug}}',
        search_fields: ['name', 'location'],
        display_fields: ['name', 'location'],
      },
    },
    summaries: { results: '{{fields.figure}} {{fields.label}}', screenshots: '{{fields.alt}}' },
    identifierField: 'title',
    summary: '{{date}} {{title}}',
    media: { folder: '/public/images/insights', public: '/images/insights' },
  },
  insights: {
    label: 'Insights (articles)',
    labelSingular: 'Article',
    description:
      'Articles at /insights, newest first; each service page shows the newest three tagged with it.',
    labels: {
      title: 'Title',
      description: 'Summary (search results, lists and feeds)',
      date: 'Date',
      updated: 'Updated on',
      tags: 'Services it is about',
      cover: 'Cover image',
      'cover.image': 'Image',
      'cover.alt': 'What it shows (for screen readers)',
      author: 'Author',
      sample: 'Sample content (the launch check lists it until you replace it and untick this)',
      body: 'Text',
    },
    hints: {
      date: 'YYYY-MM-DD. The newest article comes first.',
      updated: 'Optional, YYYY-MM-DD: when you changed the article after publishing it.',
      'cover.image': '1200 × 630 pixels, WebP, PNG or JPEG.',
      author: 'Optional: one of the Authors; left empty, the article is the agency’s.',
      body: 'Markdown. Start sections with a heading (##); the title is the page’s main heading. HTML is not kept.',
    },
    widgets: {
      body: 'markdown',
      'cover.image': 'image',
      author: 'relation',
    },
    widgetOptions: {
      author: {
        collection: 'authors',
        file: 'authors',
        value_field: 'authors.*.id',
        search_fields: ['authors.*.name'],
        display_fields: ['authors.*.name'],
      },
    },
    identifierField: 'title',
    summary: '{{date}} {{title}}',
    media: { folder: '/public/images/insights', public: '/images/insights' },
  },
};
