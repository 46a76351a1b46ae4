import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function DataAnalyticsPage() {
  return <ServicePage content={servicePages.dataAnalytics} />;
}
