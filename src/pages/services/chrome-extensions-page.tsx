import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function ChromeExtensionsPage() {
  return <ServicePage content={servicePages.chromeExtensions} />;
}
