import { Icon } from '../../components/icon';
import { ResponsiveImage } from '../../components/responsive-image';
import {
  caseStudy,
  visitWebsite,
} from '../../content/data/blocks/portfolio.json' with { type: 'json' };
import type { PortfolioProject } from '../../content/portfolio';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');

/** How wide a card's screenshot is shown: the grids' columns (3, 2, then 1 a row). */
const CARD_SIZES = '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw';

/**
 * A project: its screenshot (responsive, build-made variants) or a drawn thumbnail, its name and
 * category, a link to its website and, if it has one, a link to its case study (the whole card
 * leads to the case study then, else to the website).
 */
export function PortfolioCard({ project }: { project: PortfolioProject }) {
  const thumbnail = <span className="portfolio-initials">{initials(project.name)}</span>;
  return (
    <article className={`portfolio-card card h-100 category-${project.categoryId}`}>
      <div className="portfolio-thumb" aria-hidden="true">
        <span className="portfolio-browser-dots">
          <i />
          <i />
          <i />
        </span>
        {project.image ? (
          <ResponsiveImage
            className="portfolio-shot"
            src={project.image}
            sizes={CARD_SIZES}
            alt=""
            fallback={thumbnail}
          />
        ) : (
          thumbnail
        )}
      </div>
      <div className="card-body">
        <p className="portfolio-category mb-1">{project.category}</p>
        <h3 className="h6 mb-2">{project.name}</h3>
        {/* A case study is a plain link: it is served as its own prerendered document. */}
        {project.caseStudy && (
          <a
            href={project.caseStudy}
            className="card-link stretched-link"
            aria-label={`${caseStudy}: ${project.name}`}
          >
            {caseStudy}
          </a>
        )}
        {/* Every project keeps its website's link; above the case study's stretched link. */}
        <a
          href={project.url}
          target="_blank"
          rel="noopener noreferrer"
          className={
            project.caseStudy ? 'card-link portfolio-site-link' : 'card-link stretched-link'
          }
          aria-label={`${visitWebsite}: ${project.name} (opens in a new tab)`}
        >
          {visitWebsite}
          <Icon name="external-link" size={14} />
        </a>
      </div>
    </article>
  );
}
