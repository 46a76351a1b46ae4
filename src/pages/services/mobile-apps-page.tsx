import { ServicePage } from '../../components/service-page';
import { mobileApps } from '../../content/service-pages/mobile-apps';

export function MobileAppsPage() {
  return <ServicePage content={mobileApps} />;
}
