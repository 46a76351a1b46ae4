import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function DigitalMarketingPage() {
  return <ServicePage content={servicePages.digitalMarketing} />;
}
