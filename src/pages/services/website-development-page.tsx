import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function WebsiteDevelopmentPage() {
  return <ServicePage content={servicePages.websiteDevelopment} />;
}
