import { ServicePage } from '../../components/service-page';
import { uiUxDesign } from '../../content/service-pages/ui-ux-design';

export function UiUxDesignPage() {
  return <ServicePage content={uiUxDesign} />;
}
