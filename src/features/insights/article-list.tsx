import type { Article } from '../../content/insights';
import { listPagePath } from '../../content/insights';
import { ArticleCard } from './article-card';

/** One page of the articles, newest first, and links to the other pages. */
export function ArticleList({
  articles,
  page,
  pageCount,
}: {
  articles: readonly Article[];
  page: number;
  pageCount: number;
}) {
  return (
    <section className="section-tight">
      <div className="container insight-column">
        <h2 className="visually-hidden">Articles</h2>
        {articles.length === 0 ? (
          <p>No articles yet.</p>
        ) : (
          <div className="insight-list">
            {articles.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </div>
        )}
        {pageCount > 1 && (
          <nav className="insight-pages" aria-label="Pages of articles">
            <ul className="list-unstyled">
              {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  <a
                    href={listPagePath(number)}
                    aria-current={number === page ? 'page' : undefined}
                    aria-label={`Page ${number}`}
                  >
                    {number}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
