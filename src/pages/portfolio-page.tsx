import { PageHeader } from '../components/page-header';
import { PortfolioGallery } from '../features/portfolio/portfolio-gallery';

export function PortfolioPage() {
  return (
    <>
      <PageHeader
        title="Our Portfolio"
        lead="Websites we have designed and built for businesses and organizations. Filter by category to see work like yours."
      />
      <section className="section container">
        <PortfolioGallery />
      </section>
    </>
  );
}
