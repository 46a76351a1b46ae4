import { ServicePage } from '../../components/service-page';
import { customDevelopment } from '../../content/service-pages/custom-development';

export function CustomDevelopmentPage() {
  return <ServicePage content={customDevelopment} />;
}
