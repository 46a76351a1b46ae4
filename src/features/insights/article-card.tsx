import type { Article } from '../../content/insights';
import { displayDate } from '../../content/insights';

/**
 * One article in a list: its title as a link, date and reading time, and description. A plain
 * link: an article is served as its own prerendered document.
 */
export function ArticleCard({
  article,
  headingLevel = 2,
}: {
  article: Article;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="insight-card">
      <Heading className="h5 mb-1">
        <a href={article.path}>{article.title}</a>
      </Heading>
      <p className="insight-meta mb-2">
        <time dateTime={article.date}>{displayDate(article.date)}</time> · {article.readingMinutes}{' '}
        min read
      </p>
      <p className="mb-0">{article.description}</p>
    </article>
  );
}
