import { ServicePage } from '../../components/service-page';
import { awsServices } from '../../content/service-pages/aws-services';

export function AwsServicesPage() {
  return <ServicePage content={awsServices} />;
}
