import data from './data/services.json' with { type: 'json' };
import type { InsightTag } from './insights.schema';
import { servicePageHeads } from './service-page-heads';

/**
 * A tag's service as the service cards name it ("seo-services": "SEO Services"), else as its
 * page's title does.
 */
export function serviceName(tag: InsightTag): string {
  return (
    data.services.find((service) => service.id === tag)?.title ??
    servicePageHeads()[tag]?.title ??
    tag
  );
}
