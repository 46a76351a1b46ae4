import { ServicePage } from '../../components/service-page';
import { socialMediaMarketing } from '../../content/service-pages/social-media-marketing';

export function SocialMediaMarketingPage() {
  return <ServicePage content={socialMediaMarketing} />;
}
