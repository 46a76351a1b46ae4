import { ServicePage } from '../../components/service-page';
import { websiteDevelopment } from '../../content/service-pages/website-development';

export function WebsiteDevelopmentPage() {
  return <ServicePage content={websiteDevelopment} />;
}
