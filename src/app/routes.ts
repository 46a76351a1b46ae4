import type { ComponentType } from 'react';
import { UI_UX_CANONICAL_PATH, routeAliases } from '../config/route-aliases';
import { brand, siteOrigin } from '../config/site';
import { normalizePath } from '../lib/route-paths';
import { headFacts, pageHeads } from '../content/head-facts';
import type { HeadsFile } from '../content/heads.schema';
import type { Article } from '../content/insights';
import { insightRoutes, servedRoute } from './insight-routes';

/** What a page declares about itself in the document head. */
export interface RouteHead {
  title: string;
  description: string;
  /** Path used for the canonical link when it differs from the route path. */
  canonicalPath?: string;
  keywords?: string;
  /** Landing and service pages carry Open Graph and Twitter card tags. */
  social?: boolean;
  /** Not-found and similar pages ask search engines not to index them. */
  noindex?: boolean;
  /** The Open Graph image, a path on this site (default: the site's own). */
  image?: string;
}

export interface AppRoute {
  path: string;
  head: RouteHead;
  /** Loads the page component (route-level code splitting). */
  load: () => Promise<ComponentType>;
  /**
   * The page module that `load` imports, relative to src/ without extension; the prerenderer
   * preloads its chunk and a unit test checks it matches `load`.
   */
  page: string;
  /** A service page: its breadcrumbs pass through Services and its structured data has a Service. */
  service?: true;
  /** The page lists the FAQs: its structured data has a FAQPage. */
  faqPage?: true;
  /** Served as a prerendered document only (src/app/insight-routes.ts). */
  served?: true;
  /** The date the page last changed, for the sitemap (server side). */
  lastmod?: string;
  /** An article: its structured data has a BlogPosting (server side). */
  article?: Article;
}

/**
 * A page's head from src/content/data/heads.json, its computed facts filled in; a title that
 * does not name the brand gets " | <brand>" added.
 */
const pageHead = (name: keyof HeadsFile): RouteHead => {
  const { title, description, keywords } = pageHeads[name]!;
  return {
    title: title.includes(brand.name) ? title : `${title} | ${brand.name}`,
    description,
    ...(keywords ? { keywords } : {}),
  };
};

/** A service page's route (its head is in the code: see docs/go-live.md, Texts in code). */
const service = (
  path: string,
  title: string,
  description: string,
  load: () => Promise<ComponentType>,
  canonicalPath?: string,
): AppRoute => ({
  path: `/services/${path}`,
  page: `pages/services/${path}-page`,
  service: true,
  head: {
    title: `${title} | ${brand.name}`,
    description,
    social: true,
    ...(canonicalPath ? { canonicalPath } : {}),
  },
  load,
});

/**
 * The single source of truth for the site's routes: the router, the prerenderer, the sitemap
 * and the tests read it. Paths have no trailing slash.
 */
export const routes: readonly AppRoute[] = [
  {
    path: '/',
    head: { ...pageHead('home'), social: true },
    page: 'pages/home-page',
    load: () => import('../pages/home-page').then((m) => m.HomePage),
  },
  {
    path: '/about-us',
    head: pageHead('about'),
    page: 'pages/about-page',
    load: () => import('../pages/about-page').then((m) => m.AboutPage),
  },
  {
    path: '/portfolio',
    head: pageHead('portfolio'),
    page: 'pages/portfolio-page',
    load: () => import('../pages/portfolio-page').then((m) => m.PortfolioPage),
  },
  {
    path: '/testimonials',
    head: pageHead('testimonials'),
    page: 'pages/testimonials-page',
    load: () => import('../pages/testimonials-page').then((m) => m.TestimonialsPage),
  },
  {
    path: '/contact',
    head: pageHead('contact'),
    page: 'pages/contact-page',
    load: () => import('../pages/contact-page').then((m) => m.ContactPage),
  },
  {
    path: '/faqs',
    head: pageHead('faqs'),
    page: 'pages/faqs-page',
    faqPage: true,
    load: () => import('../pages/faqs-page').then((m) => m.FaqsPage),
  },
  {
    path: '/careers',
    head: pageHead('careers'),
    page: 'pages/careers-page',
    load: () => import('../pages/careers-page').then((m) => m.CareersPage),
  },
  {
    path: '/privacy-policy',
    head: pageHead('privacyPolicy'),
    page: 'pages/privacy-policy-page',
    load: () => import('../pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  },
  {
    path: '/terms-of-service',
    head: pageHead('termsOfService'),
    page: 'pages/terms-of-service-page',
    load: () => import('../pages/terms-of-service-page').then((m) => m.TermsOfServicePage),
  },
  {
    path: '/cookies-policy',
    head: pageHead('cookiesPolicy'),
    page: 'pages/cookies-policy-page',
    load: () => import('../pages/cookies-policy-page').then((m) => m.CookiesPolicyPage),
  },
  service(
    'custom-development',
    'Custom Software Development',
    'Custom software built around your processes: web applications, portals, integrations and automation, from discovery to launch and support.',
    () => import('../pages/services/custom-development-page').then((m) => m.CustomDevelopmentPage),
  ),
  service(
    'website-development',
    'Website Development',
    'Fast, responsive, search-friendly business websites and online stores, designed, built, hosted and maintained for you.',
    () =>
      import('../pages/services/website-development-page').then((m) => m.WebsiteDevelopmentPage),
  ),
  service(
    'mobile-apps',
    'Mobile App Development',
    'Android and iOS apps, native or cross-platform, from prototype to store release and updates.',
    () => import('../pages/services/mobile-apps-page').then((m) => m.MobileAppsPage),
  ),
  service(
    'python-programming',
    'Python Programming',
    'Python web back ends, APIs, automation scripts, scrapers and data pipelines written and maintained by experienced developers.',
    () => import('../pages/services/python-programming-page').then((m) => m.PythonProgrammingPage),
  ),
  service(
    'ui-ux-design',
    'UI/UX Design',
    'User research, wireframes, prototypes and polished interfaces for websites and apps that people enjoy using.',
    () => import('../pages/services/ui-ux-design-page').then((m) => m.UiUxDesignPage),
    UI_UX_CANONICAL_PATH,
  ),
  service(
    'data-analytics',
    'Data Analytics',
    'Dashboards, reports and analysis that turn your sales, marketing and operations data into decisions.',
    () => import('../pages/services/data-analytics-page').then((m) => m.DataAnalyticsPage),
  ),
  service(
    'seo-services',
    'SEO Services',
    'Technical SEO, keyword research, content and link building that lift your rankings and bring qualified visitors.',
    () => import('../pages/services/seo-services-page').then((m) => m.SeoServicesPage),
  ),
  service(
    'social-media-marketing',
    'Social Media Marketing',
    'Strategy, content, paid campaigns and community management on the social networks your customers use.',
    () =>
      import('../pages/services/social-media-marketing-page').then(
        (m) => m.SocialMediaMarketingPage,
      ),
  ),
  service(
    'amazon-marketing',
    'Amazon Marketing',
    'Amazon listing optimization, PPC advertising, review management and conversion optimization to grow your sales.',
    () => import('../pages/services/amazon-marketing-page').then((m) => m.AmazonMarketingPage),
  ),
  service(
    'aws-services',
    'AWS Services',
    'Cloud infrastructure, computing power, security and compliance, and performance tuning on Amazon Web Services.',
    () => import('../pages/services/aws-services-page').then((m) => m.AwsServicesPage),
  ),
  service(
    'chrome-extensions',
    'Chrome Extension Development',
    'Custom Chrome extensions for productivity, automation, e-commerce and more, built, published and maintained.',
    () => import('../pages/services/chrome-extensions-page').then((m) => m.ChromeExtensionsPage),
  ),
  service(
    'digital-marketing',
    'Digital Marketing',
    'Search, social, e-mail and content marketing plans that grow your brand and bring measurable leads.',
    () => import('../pages/services/digital-marketing-page').then((m) => m.DigitalMarketingPage),
  ),
  service(
    'cpanel-hosting',
    'cPanel Hosting',
    'Fast, secure cPanel web hosting in Pakistan with daily backups, 99.9% uptime, free SSL and 24/7/365 support. Plans from ' +
      `${headFacts.fromPricePKR} per month.`,
    () => import('../pages/services/cpanel-hosting-page').then((m) => m.CpanelHostingPage),
  ),
  ...insightRoutes,
];

export const notFoundRoute: AppRoute = {
  path: '/404',
  head: { ...pageHead('notFound'), noindex: true },
  page: 'pages/not-found-page',
  load: () => import('../pages/not-found-page').then((m) => m.NotFoundPage),
};

const byPath = new Map(routes.map((route) => [route.path, route]));

/**
 * The route for a path (an alias gives the route it serves), or undefined when no route
 * matches (the not-found page).
 */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = normalizePath(pathname);
  return byPath.get(routeAliases[path] ?? path) ?? servedRoute(path);
}

export function canonicalUrl(route: AppRoute): string {
  return `${siteOrigin}${route.head.canonicalPath ?? route.path}`;
}
