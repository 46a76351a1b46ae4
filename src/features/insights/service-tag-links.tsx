import { serviceName } from '../../content/insight-tags';
import type { InsightTag } from '../../content/insights.schema';

/** A list of services (an article's tags, a case study's services), each linking to its page. */
export function ServiceTagLinks({ tags, label }: { tags: readonly InsightTag[]; label: string }) {
  return (
    <ul className="insight-tags list-unstyled" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <a href={`/services/${tag}`}>{serviceName(tag)}</a>
        </li>
      ))}
    </ul>
  );
}
