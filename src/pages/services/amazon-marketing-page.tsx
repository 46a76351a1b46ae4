import { ServicePage } from '../../components/service-page';
import { amazonMarketing } from '../../content/service-pages/amazon-marketing';

export function AmazonMarketingPage() {
  return <ServicePage content={amazonMarketing} />;
}
