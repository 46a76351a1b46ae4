import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function SeoServicesPage() {
  return <ServicePage content={servicePages.seoServices} />;
}
