import { brand } from '../config/site';
import { pageHeads } from '../content/page-heads';
import type { PageHeadTexts } from '../content/head-facts';
import { servicePageHeads } from '../content/service-page-heads';
import type { AppRoute } from './routes';

/** A head's texts as a page's content gives them (computed facts filled in). */
export interface RouteHeadTexts extends PageHeadTexts {
  /** The Open Graph image, a path on this site (default: the site's own). */
  image?: string;
}

/** What a page declares about itself in the document head. */
export interface RouteHead extends RouteHeadTexts {
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
  const { headFrom } = route;
  const texts: RouteHeadTexts | undefined =
    'texts' in headFrom
      ? headFrom.texts
      : 'page' in headFrom
        ? pageHeads[headFrom.page]
        : servicePageHeads()[headFrom.servicePage];
  if (!texts) throw new Error(`No head texts for ${route.path}.`);
  const { title, description, keywords, image } = texts;
  return {
    title: title.includes(brand.name) ? title : `${title} | ${brand.name}`,
    description,
    ...(keywords ? { keywords } : {}),
    ...(image ? { image } : {}),
    ...(route.canonicalPath ? { canonicalPath: route.canonicalPath } : {}),
    ...(route.social ? { social: true } : {}),
    ...(route.noindex ? { noindex: true } : {}),
  };
}
