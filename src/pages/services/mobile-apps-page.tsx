import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function MobileAppsPage() {
  return <ServicePage content={servicePages.mobileApps} />;
}
