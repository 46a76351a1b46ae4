import data from './data/services.json' with { type: 'json' };
import type { InsightTag } from './insights.schema';

/** A tag's service as the service cards name it ("seo-services": "SEO Services"). */
export function serviceName(tag: InsightTag): string {
  return data.services.find((service) => service.id === tag)?.title ?? tag;
}
