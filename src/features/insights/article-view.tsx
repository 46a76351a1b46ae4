import images from 'virtual:responsive-images';
import { ResponsiveImage } from '../../components/responsive-image';
import type { Article } from '../../content/insights';
import { displayDate } from '../../content/insights';
import { ArticleCard } from './article-card';
import { withResponsiveImages } from './body-images';
import { ServiceTagLinks } from './service-tag-links';

/** How wide the article's column shows an image: 46rem at most, the screen less its margins. */
export const COLUMN_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 1.5rem)';

/** One article: title, dates, author, reading time, services, cover, body and related articles. */
export function ArticleView({
  article,
  related,
}: {
  article: Article;
  related: readonly Article[];
}) {
  return (
    <article className="insight">
      <header className="page-header insight-header">
        <div className="container insight-column">
          <p className="insight-eyebrow mb-2">
            <a href="/insights">Insights</a>
          </p>
          <h1>{article.title}</h1>
          <p className="lead">{article.description}</p>
          <p className="insight-meta mb-0">
            By {article.author.name}
            {article.author.role ? `, ${article.author.role}` : ''} ·{' '}
            <time dateTime={article.date}>{displayDate(article.date)}</time>
            {article.updated && article.updated !== article.date && (
              <>
                {' '}
                · Updated <time dateTime={article.updated}>{displayDate(article.updated)}</time>
              </>
            )}{' '}
            · {article.readingMinutes} min read
          </p>
          <ServiceTagLinks tags={article.tags} label="Services" />
        </div>
      </header>
      <div className="section-tight">
        <div className="container insight-column">
          <ResponsiveImage
            className="insight-cover"
            src={article.cover.image}
            alt={article.cover.alt}
            sizes={COLUMN_SIZES}
            loading="eager"
            fallback={null}
          />
          <div
            className="insight-body"
            dangerouslySetInnerHTML={{
              __html: withResponsiveImages(article.html, images, COLUMN_SIZES),
            }}
          />
        </div>
      </div>
      {related.length > 0 && (
        <aside className="section section-muted" aria-labelledby="related-heading">
          <div className="container insight-column">
            <h2 id="related-heading" className="h4 mb-3">
              Related insights
            </h2>
            <div className="insight-list">
              {related.map((other) => (
                <ArticleCard key={other.slug} article={other} headingLevel={3} />
              ))}
            </div>
          </div>
        </aside>
      )}
    </article>
  );
}
