import { ServicePage } from '../../components/service-page';
import { cpanelHosting } from '../../content/service-pages/cpanel-hosting';
import { hydratedOnUse } from '../../components/deferred';
import { currencyChosen } from '../../features/pricing/currency-storage';

// Below the first screen: the code loads on its first use (the served HTML shows it meanwhile),
// or when idle if the visitor chose another currency than the served prices show.
const HostingPlansSection = hydratedOnUse(
  () => import('../../features/pricing/hosting-plans-section').then((m) => m.HostingPlansSection),
  '.hosting-plans',
  { needed: currencyChosen },
);

/** The anchor of the embedded plans block (linked from the footer and the hero). */
const HOSTING_PLANS_ANCHOR = 'hosting-plans';

export function CpanelHostingPage() {
  return (
    <ServicePage
      content={cpanelHosting}
      embeds={{
        'hosting-plans': (
          <HostingPlansSection id={HOSTING_PLANS_ANCHOR} className="section-muted" />
        ),
      }}
    />
  );
}
