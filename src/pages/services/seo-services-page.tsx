import { ServicePage } from '../../components/service-page';
import { seoServices } from '../../content/service-pages/seo-services';

export function SeoServicesPage() {
  return <ServicePage content={seoServices} />;
}
