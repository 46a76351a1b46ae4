import { portfolioCategories, portfolioProjects } from '../../content/portfolio';
import type { PortfolioProject } from '../../content/portfolio';
import { PortfolioCard } from './portfolio-card';
import { usePortfolioFilter } from './use-portfolio-filter';
import type { PortfolioFilter } from './use-portfolio-filter';

const ALL_LABEL = 'All Projects';

export const projectCount = (count: number) =>
  `Showing ${count} ${count === 1 ? 'project' : 'projects'}`;

/**
 * Every project with one filter button per category plus All Projects; the filter is in the URL
 * (?category=). Every card is in the HTML: a tap on a filter is handled from the first paint by
 * the page's inline script (src/components/page-controls.ts), which hides the other cards, counts
 * the shown ones and puts the category in the address; React renders the same from the address.
 */
export function PortfolioGallery({
  projects = portfolioProjects,
}: {
  projects?: PortfolioProject[];
}) {
  const filter = usePortfolioFilter();
  const shows = (project: PortfolioProject) => filter === 'all' || project.categoryId === filter;
  const buttons: { id: PortfolioFilter; label: string }[] = [
    { id: 'all', label: ALL_LABEL },
    ...portfolioCategories.map((category) => ({ id: category.id, label: category.name })),
  ];
  return (
    <div className="portfolio-gallery" data-gallery>
      <div className="portfolio-filters" role="group" aria-label="Filter projects by category">
        {buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            className="pill"
            data-filter={button.id}
            aria-pressed={button.id === filter}
          >
            {button.label}
          </button>
        ))}
      </div>
      {/* The inline script counts before React has hydrated: its text is kept. */}
      <p className="portfolio-count" role="status" data-count suppressHydrationWarning>
        {projectCount(projects.filter(shows).length)}
      </p>
      <ul className="row g-3 g-md-4 list-unstyled portfolio-grid">
        {projects.map((project) => (
          <li
            key={project.url}
            className="col-6 col-lg-4"
            data-category={project.categoryId}
            hidden={!shows(project)}
          >
            <PortfolioCard project={project} />
          </li>
        ))}
      </ul>
    </div>
  );
}
