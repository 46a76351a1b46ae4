import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function CustomDevelopmentPage() {
  return <ServicePage content={servicePages.customDevelopment} />;
}
