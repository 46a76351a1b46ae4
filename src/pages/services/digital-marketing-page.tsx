import { ServicePage } from '../../components/service-page';
import { digitalMarketing } from '../../content/service-pages/digital-marketing';

export function DigitalMarketingPage() {
  return <ServicePage content={digitalMarketing} />;
}
