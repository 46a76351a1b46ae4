import type { ComponentType } from 'react';
import { contactNotices } from '../config/contact-notices';
import { routeAliases } from '../config/route-aliases';
import { siteOrigin } from '../config/site';
import {
  CONTACT_SENT_PATH,
  ESTIMATE_PATH,
  PERFORMANCE_PATH,
  SEARCH_PATH,
  normalizePath,
} from '../lib/route-paths';
import { SERVICE_PAGES_FOLDER, servicePageIndex } from '../content/service-page-index';
import type { ServicePageEntry } from '../content/service-page-index';
import type { HeadsFile } from '../content/heads.schema';
import type { RouteHeadTexts } from './route-heads';
import type { Article } from '../content/insights';
import { insightRoutes } from './insight-routes';

export interface AppRoute {
  path: string;
  /**
   * Where the texts of its head are (src/app/route-heads.ts, which the browser loads only for a
   * navigation): a page of src/content/data/heads.json, a service page's data file, or, for a
   * page served as a document only, the texts its content gave when it loaded.
   */
  headFrom: { page: keyof HeadsFile } | { servicePage: string } | { texts: RouteHeadTexts };
  /** Path used for the canonical link when it differs from the route path. */
  canonicalPath?: string;
  /** Landing and service pages carry Open Graph and Twitter card tags. */
  social?: true;
  /** Not-found and similar pages ask search engines not to index them. */
  noindex?: true;
  /** Loads the page component (route-level code splitting). */
  load: () => Promise<ComponentType>;
  /**
   * The page module that `load` imports, relative to src/ without extension; the prerenderer
   * preloads its chunk and a unit test checks it matches `load`.
   */
  page: string;
  /** Modules besides `page` that `load` imports (relative to src/, with extension): preloaded too. */
  preload?: readonly string[];
  /** A service page: its breadcrumbs pass through Services and its structured data has a Service. */
  service?: true;
  /** The page lists the FAQs: its structured data has a FAQPage. */
  faqPage?: true;
  /**
   * An article, a list of articles or a case study: its head comes from its content
   * (src/app/insight-routes.ts).
   */
  served?: true;
  /** The date the page last changed, for the sitemap (server side). */
  lastmod?: string;
  /** An article: its structured data has a BlogPosting (server side). */
  article?: Article;
}

/** The alias a route's page names as its canonical path, if any (config/route-aliases.ts). */
const canonicalAliasOf = (path: string): string | undefined =>
  Object.keys(routeAliases).find((alias) => routeAliases[alias] === path);

/**
 * A service page's route: one page module renders any service page file
 * (src/content/data/service-pages/<name>.json), whose chunk is preloaded with it.
 */
const serviceRoute = ({ name, path }: ServicePageEntry): AppRoute => {
  const canonicalPath = canonicalAliasOf(path);
  return {
    path,
    page: 'pages/service-page',
    preload: [`${SERVICE_PAGES_FOLDER.replace(/^src\//, '')}/${name}.json`],
    service: true,
    headFrom: { servicePage: name },
    social: true,
    ...(canonicalPath ? { canonicalPath } : {}),
    load: () => import('../pages/service-page').then((m) => m.servicePageFor(name)),
  };
};

/**
 * The single source of truth for the site's routes: the router, the prerenderer, the sitemap
 * and the tests read it. Paths have no trailing slash.
 */
export const routes: readonly AppRoute[] = [
  {
    path: '/',
    headFrom: { page: 'home' },
    social: true,
    page: 'pages/home-page',
    load: () => import('../pages/home-page').then((m) => m.HomePage),
  },
  {
    path: '/about-us',
    headFrom: { page: 'about' },
    page: 'pages/about-page',
    load: () => import('../pages/about-page').then((m) => m.AboutPage),
  },
  {
    path: '/portfolio',
    headFrom: { page: 'portfolio' },
    page: 'pages/portfolio-page',
    load: () => import('../pages/portfolio-page').then((m) => m.PortfolioPage),
  },
  {
    path: '/testimonials',
    headFrom: { page: 'testimonials' },
    page: 'pages/testimonials-page',
    load: () => import('../pages/testimonials-page').then((m) => m.TestimonialsPage),
  },
  {
    path: '/contact',
    headFrom: { page: 'contact' },
    page: 'pages/contact-page',
    load: () => import('../pages/contact-page').then((m) => m.ContactPage),
  },
  {
    path: ESTIMATE_PATH,
    headFrom: { page: 'estimate' },
    page: 'pages/estimate-page',
    load: () => import('../pages/estimate-page').then((m) => m.EstimatePage),
  },
  {
    // Where the function sends a contact form posted without script once it has the message.
    path: CONTACT_SENT_PATH,
    headFrom: {
      texts: {
        title: contactNotices.sentTitle,
        description: `${contactNotices.sentTitle} ${contactNotices.sentDescription}`,
      },
    },
    noindex: true,
    page: 'pages/contact-sent-page',
    load: () => import('../pages/contact-sent-page').then((m) => m.ContactSentPage),
  },
  {
    path: '/faqs',
    headFrom: { page: 'faqs' },
    page: 'pages/faqs-page',
    faqPage: true,
    load: () => import('../pages/faqs-page').then((m) => m.FaqsPage),
  },
  {
    // The site search: its results are other pages' copies, so it is left out of the index and
    // the sitemap.
    path: SEARCH_PATH,
    headFrom: {
      texts: {
        title: 'Search',
        description:
          'Search the site: services, hosting plans, questions, articles and case studies.',
      },
    },
    noindex: true,
    page: 'pages/search-page',
    load: () => import('../pages/search-page').then((m) => m.SearchPage),
  },
  {
    path: '/careers',
    headFrom: { page: 'careers' },
    page: 'pages/careers-page',
    load: () => import('../pages/careers-page').then((m) => m.CareersPage),
  },
  {
    path: '/privacy-policy',
    headFrom: { page: 'privacyPolicy' },
    page: 'pages/privacy-policy-page',
    load: () => import('../pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  },
  {
    path: '/terms-of-service',
    headFrom: { page: 'termsOfService' },
    page: 'pages/terms-of-service-page',
    load: () => import('../pages/terms-of-service-page').then((m) => m.TermsOfServicePage),
  },
  {
    path: '/cookies-policy',
    headFrom: { page: 'cookiesPolicy' },
    page: 'pages/cookies-policy-page',
    load: () => import('../pages/cookies-policy-page').then((m) => m.CookiesPolicyPage),
  },
  {
    // The field measurements of the last 28 days, as they were when the site was built.
    path: PERFORMANCE_PATH,
    headFrom: {
      texts: {
        title: 'Performance',
        description:
          'How fast this site is on its visitors’ own devices: the 75th percentile of each web vital over the last 28 days, per page and kind of device.',
      },
    },
    page: 'pages/performance-page',
    load: () => import('../pages/performance-page').then((m) => m.PerformancePage),
  },
  // One per data file in src/content/data/service-pages, in their order.
  ...servicePageIndex.map(serviceRoute),
  ...insightRoutes,
];

export const notFoundRoute: AppRoute = {
  path: '/404',
  headFrom: { page: 'notFound' },
  noindex: true,
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
  return byPath.get(routeAliases[path] ?? path);
}

export function canonicalUrl(route: AppRoute): string {
  return `${siteOrigin}${route.canonicalPath ?? route.path}`;
}
