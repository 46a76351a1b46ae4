import { PageHeader } from '../components/page-header';
import {
  lead,
  projectsHeading,
  title,
} from '../content/data/pages/portfolio.json' with { type: 'json' };
import { PortfolioGallery } from '../features/portfolio/portfolio-gallery';

export function PortfolioPage() {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <section className="section container" aria-labelledby="portfolio-projects">
        {/* Keeps the heading outline h1 > h2 > h3 (project cards are h3). */}
        <h2 id="portfolio-projects" className="visually-hidden">
          {projectsHeading}
        </h2>
        <PortfolioGallery />
      </section>
    </>
  );
}
