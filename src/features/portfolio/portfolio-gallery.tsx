import { portfolioCategories, portfolioProjects } from '../../content/portfolio';
import type { PortfolioProject } from '../../content/portfolio';
import { PortfolioCard } from './portfolio-card';
import { usePortfolioFilter } from './use-portfolio-filter';
import type { PortfolioFilter } from './use-portfolio-filter';

const ALL_LABEL = 'All Projects';

/** Every project with one filter button per category plus All Projects; the filter is in the URL. */
export function PortfolioGallery({
  projects = portfolioProjects,
}: {
  projects?: PortfolioProject[];
}) {
  const [filter, setFilter] = usePortfolioFilter();
  const shown = filter === 'all' ? projects : projects.filter((p) => p.categoryId === filter);
  const buttons: { id: PortfolioFilter; label: string }[] = [
    { id: 'all', label: ALL_LABEL },
    ...portfolioCategories.map((category) => ({ id: category.id, label: category.name })),
  ];
  return (
    <div className="portfolio-gallery">
      <div className="portfolio-filters" role="group" aria-label="Filter projects by category">
        {buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            className={`btn btn-sm ${button.id === filter ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={button.id === filter}
            onClick={() => setFilter(button.id)}
          >
            {button.label}
          </button>
        ))}
      </div>
      <p className="portfolio-count" role="status">
        Showing {shown.length} {shown.length === 1 ? 'project' : 'projects'}
      </p>
      <ul className="row g-4 list-unstyled">
        {shown.map((project) => (
          <li key={project.url} className="col-12 col-sm-6 col-lg-4">
            <PortfolioCard project={project} />
          </li>
        ))}
      </ul>
    </div>
  );
}
