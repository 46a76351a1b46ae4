import { ServicePage } from '../../components/service-page';
import { cpanelHosting } from '../../content/service-pages/cpanel-hosting';
import { hydratedOnUse } from '../../components/deferred';

// Below the first screen: the code loads on its first use (the served HTML shows it meanwhile).
const HostingPlansSection = hydratedOnUse(
  () => import('../../features/pricing/hosting-plans-section').then((m) => m.HostingPlansSection),
  '.hosting-plans',
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
