import { ServicePage } from '../../components/service-page';
import { chromeExtensions } from '../../content/service-pages/chrome-extensions';

export function ChromeExtensionsPage() {
  return <ServicePage content={chromeExtensions} />;
}
