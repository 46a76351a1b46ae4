import { AppLink } from '../../components/app-link';
import { Icon } from '../../components/icon';
import { seeAll } from '../../content/data/blocks/portfolio.json' with { type: 'json' };
import { HOME_PORTFOLIO_LIMIT, portfolioProjects } from '../../content/portfolio';
import type { PortfolioProject } from '../../content/portfolio';
import { PortfolioCard } from './portfolio-card';

/** The home page's first projects; the button to /portfolio only when there are more to see. */
export function PortfolioTeaser({
  projects = portfolioProjects,
  limit = HOME_PORTFOLIO_LIMIT,
}: {
  projects?: PortfolioProject[];
  limit?: number;
}) {
  return (
    <div className="portfolio-teaser">
      <ul className="row g-3 g-md-4 list-unstyled portfolio-grid">
        {projects.slice(0, limit).map((project) => (
          <li key={project.url} className="col-6 col-lg-4">
            <PortfolioCard project={project} />
          </li>
        ))}
      </ul>
      {projects.length > limit && (
        <div className="text-center mt-4">
          <AppLink href="/portfolio" className="btn btn-primary btn-lg btn-icon">
            {seeAll}
            <Icon name="arrow-right" size={18} />
          </AppLink>
        </div>
      )}
    </div>
  );
}
