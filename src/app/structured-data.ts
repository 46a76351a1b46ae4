import uploads from 'virtual:brand-images';
import type {
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  FAQPageLeaf,
  Graph,
  ProfessionalServiceLeaf,
  ServiceLeaf,
  Thing,
} from 'schema-dts';
import { brand, emails, phone, siteOrigin, socialLinks } from '../config/site';
import { ogImagePath } from './head';
import type { Article } from '../content/insights';
import type { AppRoute } from './routes';
import { canonicalUrl } from './routes';
import { headOf } from './route-heads';

// The nodes are typed with schema-dts (schema.org's vocabulary as TypeScript types, types only,
// nothing ships): a property or type that schema.org does not define fails the typecheck.

const organizationId = `${siteOrigin}/#organization`;

/** The agency as a ProfessionalService (a LocalBusiness, hence an Organization) with contact points. */
export function organization(): ProfessionalServiceLeaf {
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId,
    name: brand.name,
    url: `${siteOrigin}/`,
    logo: `${siteOrigin}${uploads.logoOnSolid?.image ? uploads.logoOnSolid.path : brand.logoDark}`,
    image: `${siteOrigin}${ogImagePath}`,
    email: emails.sales,
    telephone: phone.e164,
    foundingDate: String(brand.foundedYear),
    address: { '@type': 'PostalAddress', addressCountry: 'PK' },
    areaServed: 'PK',
    sameAs: socialLinks.map((link) => link.href),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: emails.sales,
        telephone: phone.e164,
        areaServed: 'PK',
        availableLanguage: ['en', 'ur'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: emails.support,
        telephone: phone.e164,
        areaServed: 'PK',
        availableLanguage: ['en', 'ur'],
      },
    ],
  };
}

const pageName = (route: AppRoute) => headOf(route).title.split(' | ')[0] ?? headOf(route).title;

export function breadcrumbs(route: AppRoute): BreadcrumbListLeaf {
  const items = [{ name: 'Home', url: `${siteOrigin}/` }];
  if (route.service) items.push({ name: 'Services', url: `${siteOrigin}/#services` });
  items.push({ name: pageName(route), url: canonicalUrl(route) });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function service(route: AppRoute): ServiceLeaf {
  return {
    '@type': 'Service',
    name: pageName(route),
    description: headOf(route).description,
    url: canonicalUrl(route),
    serviceType: pageName(route),
    areaServed: { '@type': 'Country', name: 'Pakistan' },
    provider: { '@id': organizationId },
  };
}

/** An article: its headline, dates, image, author and the agency as its publisher. */
export function blogPosting(route: AppRoute, article: Article): BlogPostingLeaf {
  return {
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.updated ?? article.date,
    image: `${siteOrigin}${headOf(route).image ?? article.cover.image}`,
    url: canonicalUrl(route),
    mainEntityOfPage: canonicalUrl(route),
    keywords: article.tags.join(', '),
    author: article.author.role
      ? { '@type': 'Person', name: article.author.name, jobTitle: article.author.role }
      : { '@id': organizationId },
    publisher: { '@id': organizationId },
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export function faqPage(faqs: readonly FaqEntry[]): FAQPageLeaf {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * The JSON-LD graph of a route: the organization everywhere, breadcrumbs on inner pages,
 * a Service on service pages and extra nodes a route asks for (FAQPage on /faqs).
 */
export function structuredData(route: AppRoute, extra: readonly Thing[] = []): Graph {
  const graph: Thing[] = [organization()];
  if (route.path !== '/') graph.push(breadcrumbs(route));
  if (route.service) graph.push(service(route));
  graph.push(...extra);
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON for an inline <script>: `<` escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
