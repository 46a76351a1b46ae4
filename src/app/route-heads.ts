import { brand } from '../config/site';
import { pageHeads } from '../content/page-heads';
import type { PageHeadTexts } from '../content/head-facts';
import { servicePageHeads } from '../content/service-page-heads';
import type { AppRoute } from './routes';

/** What a page declares about itself in the document head. */
export interface RouteHead {
  title: string;
  description: string;
  keywords?: string;
  /** Path used for the canonical link when it differs from the route path. */
  canonicalPath?: string;
  /** Landing and service pages carry Open Graph and Twitter card tags. */
  social?: boolean;
  /** Not-found and similar pages ask search engines not to index them. */
  noindex?: boolean;
}

/**
 * A route's head: its texts from the data (computed facts filled in; a title that does not name
 * the brand gets " | <brand>") and its flags from the route table. The served HTML has each
 * page's head, so the browser loads this module (the heads of every page) only for a
 * client-side navigation, not with the first script.
 */
export function headOf(route: AppRoute): RouteHead {
  const texts: PageHeadTexts | undefined =
    'page' in route.headFrom
      ? pageHeads[route.headFrom.page]
      : servicePageHeads()[route.headFrom.servicePage];
  if (!texts) throw new Error(`No head texts for ${route.path}.`);
  const { title, description, keywords } = texts;
  return {
    title: title.includes(brand.name) ? title : `${title} | ${brand.name}`,
    description,
    ...(keywords ? { keywords } : {}),
    ...(route.canonicalPath ? { canonicalPath: route.canonicalPath } : {}),
    ...(route.social ? { social: true } : {}),
    ...(route.noindex ? { noindex: true } : {}),
  };
}
