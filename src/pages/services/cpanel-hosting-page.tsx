import { ServicePage } from '../../components/service-page';
import { cpanelHosting } from '../../content/service-pages/cpanel-hosting';
import { deferred } from '../../components/deferred';

// Below the first screen: the code loads when the page is idle (the served HTML shows it).
const HostingPlansSection = deferred(() =>
  import('../../features/pricing/hosting-plans-section').then((m) => m.HostingPlansSection),
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
