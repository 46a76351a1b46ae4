import { ServicePage } from '../../components/service-page';
import { dataAnalytics } from '../../content/service-pages/data-analytics';

export function DataAnalyticsPage() {
  return <ServicePage content={dataAnalytics} />;
}
