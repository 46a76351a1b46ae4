import { ServicePage } from '../../components/service-page';
import { cpanelHosting } from '../../content/service-pages/cpanel-hosting';
import { HostingPlansSection } from '../../features/pricing/hosting-plans-section';

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
