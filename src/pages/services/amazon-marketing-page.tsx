import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function AmazonMarketingPage() {
  return <ServicePage content={servicePages.amazonMarketing} />;
}
