import { useRoutePath } from './hooks/use-route-path';
import { serviceInsights } from '../content/service-insights';
import type { ServiceInsights } from '../content/service-insights';

/**
 * The newest articles (at most three) tagged with the service whose page this is, if any. Plain
 * links: an article is served as its own prerendered document.
 */
export function ServiceInsightsList({
  insights = serviceInsights,
}: {
  insights?: ServiceInsights;
}) {
  const path = useRoutePath();
  const list = insights[path.slice(path.lastIndexOf('/') + 1)];
  if (!list?.length) return null;
  return (
    <section className="section section-tight" aria-labelledby="service-insights-heading">
      <div className="container">
        <h2 id="service-insights-heading" className="h3 mb-3">
          Insights on this service
        </h2>
        <ul className="service-insights list-unstyled">
          {list.map((article) => (
            <li key={article.path}>
              <a href={article.path}>{article.title}</a>{' '}
              <time dateTime={article.date}>{article.dateText}</time>
            </li>
          ))}
        </ul>
        <a href="/insights">All insights</a>
      </div>
    </section>
  );
}
