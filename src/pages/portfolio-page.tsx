import { PageHeader } from '../components/page-header';
import { PortfolioGallery } from '../features/portfolio/portfolio-gallery';

export function PortfolioPage() {
  return (
    <>
      <PageHeader
        title="Our Portfolio"
        lead="Websites we have designed and built for businesses and organizations. Filter by category to see work like yours."
      />
      <section className="section container" aria-labelledby="portfolio-projects">
        {/* Keeps the heading outline h1 > h2 > h3 (project cards are h3). */}
        <h2 id="portfolio-projects" className="visually-hidden">
          Projects
        </h2>
        <PortfolioGallery />
      </section>
    </>
  );
}
