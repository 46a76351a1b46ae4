import { Island } from '../components/island';
import { PageHeader } from '../components/page-header';
import { SiteSearch } from '../features/search/site-search';

/**
 * The search page (`/search?q=…`): every page, service, FAQ, hosting plan, article and case
 * study, found in the index the build makes. Its island runs the search.
 */
export function SearchPage() {
  return (
    <>
      <PageHeader title="Search" lead="Find a service, a hosting plan, an answer or an article." />
      <section className="section">
        <div className="container site-search-container">
          <Island name="site-search">
            <SiteSearch />
          </Island>
        </div>
      </section>
    </>
  );
}
