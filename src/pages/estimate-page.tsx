import { lead, title } from '../content/data/pages/estimate.json' with { type: 'json' };
import { Island } from '../components/island';
import { PageHeader } from '../components/page-header';
import { CurrencySelector } from '../features/pricing/currency-selector';
import { estimateTexts } from '../features/pricing/estimate-texts';
import { ProjectEstimator } from '../features/pricing/project-estimator';

/**
 * The project estimator (`/estimate?service=…`): six questions and a price range in the visitor's
 * currency, no contact details asked. Its island works the range out; with no script the form
 * sends its GET here and the page says the range needs JavaScript.
 */
export function EstimatePage() {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <section className="section">
        <div className="container">
          <div className="d-flex justify-content-end mb-3">
            <CurrencySelector />
          </div>
          <noscript>
            <p className="alert alert-info">
              {`${estimateTexts.noScript} `}
              <a href="/contact">Contact us</a>
            </p>
          </noscript>
          <Island name="project-estimator">
            <ProjectEstimator />
          </Island>
        </div>
      </section>
    </>
  );
}
