import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function UiUxDesignPage() {
  return <ServicePage content={servicePages.uiUxDesign} />;
}
