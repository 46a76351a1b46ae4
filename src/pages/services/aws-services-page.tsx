import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function AwsServicesPage() {
  return <ServicePage content={servicePages.awsServices} />;
}
