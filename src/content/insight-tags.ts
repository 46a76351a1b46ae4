import data from './data/services.json' with { type: 'json' };
import type { InsightTag } from './insights.schema';
import { servicePageIndex } from './service-page-index';

/**
 * A tag's service as the service cards name it ("seo-services": "SEO Services"), else as its
 * page's title does.
 */
export function serviceName(tag: InsightTag): string {
  return (
    data.services.find((service) => service.id === tag)?.title ??
    servicePageIndex.find((page) => page.name === tag)?.head.title ??
    tag
  );
}
