import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function SocialMediaMarketingPage() {
  return <ServicePage content={servicePages.socialMediaMarketing} />;
}
