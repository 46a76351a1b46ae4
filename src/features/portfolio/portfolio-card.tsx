import { Icon } from '../../components/icon';
import type { PortfolioProject } from '../../content/portfolio';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');

/**
 * A project: its screenshot or a drawn thumbnail (no remote images), its name and category, and
 * a link to its case study if it has one, else to its site.
 */
export function PortfolioCard({ project }: { project: PortfolioProject }) {
  return (
    <article className={`portfolio-card card h-100 category-${project.categoryId}`}>
      <div className="portfolio-thumb" aria-hidden="true">
        <span className="portfolio-browser-dots">
          <i />
          <i />
          <i />
        </span>
        {project.image ? (
          <img
            className="portfolio-shot"
            src={project.image}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="portfolio-initials">{initials(project.name)}</span>
        )}
      </div>
      <div className="card-body">
        <p className="portfolio-category mb-1">{project.category}</p>
        <h3 className="h6 mb-2">{project.name}</h3>
        {/* A case study is a plain link: it is served as its own prerendered document. */}
        <a
          href={project.caseStudy ?? project.url}
          {...(project.caseStudy ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          className="card-link stretched-link"
          aria-label={
            project.caseStudy
              ? `Read the case study: ${project.name}`
              : `Visit website: ${project.name} (opens in a new tab)`
          }
        >
          {project.caseStudy ? 'Read the case study' : 'Visit website'}
          {!project.caseStudy && <Icon name="external-link" size={14} />}
        </a>
      </div>
    </article>
  );
}
