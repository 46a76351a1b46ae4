import { allProjects } from '../../content/data/blocks/portfolio.json' with { type: 'json' };
import { domAttr } from '../../lib/dom-contract';
import { portfolioCategories, portfolioProjects } from '../../content/portfolio';
import type { PortfolioProject } from '../../content/portfolio';
import { PortfolioCard } from './portfolio-card';
import { ALL_PROJECTS_FILTER, projectCount } from './portfolio-filter';
import type { PortfolioFilter } from './portfolio-filter';

/**
 * Every project with one filter button per category plus All Projects. Served with every card
 * shown; the page's head script owns the filter from the first paint on
 * (src/inline/page-controls.ts): it applies the address's ?category= and answers a tap by hiding
 * the other cards, counting the shown ones and putting the category in the address.
 */
export function PortfolioGallery({
  projects = portfolioProjects,
}: {
  projects?: PortfolioProject[];
}) {
  const buttons: { id: PortfolioFilter; label: string }[] = [
    { id: ALL_PROJECTS_FILTER, label: allProjects },
    ...portfolioCategories.map((category) => ({ id: category.id, label: category.name })),
  ];
  return (
    <div className="portfolio-gallery" {...{ [domAttr.gallery]: '' }}>
      <div className="portfolio-filters" role="group" aria-label="Filter projects by category">
        {buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            className="pill"
            {...{ [domAttr.filter]: button.id }}
            aria-pressed={button.id === ALL_PROJECTS_FILTER}
          >
            {button.label}
          </button>
        ))}
      </div>
      <p className="portfolio-count" role="status" {...{ [domAttr.count]: '' }}>
        {projectCount(projects.length)}
      </p>
      <ul className="row g-3 g-md-4 list-unstyled portfolio-grid">
        {projects.map((project) => (
          <li
            key={project.url}
            className="col-6 col-lg-4"
            {...{ [domAttr.category]: project.categoryId }}
          >
            <PortfolioCard project={project} />
          </li>
        ))}
      </ul>
    </div>
  );
}
