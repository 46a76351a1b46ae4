import { PageHeader } from '../../components/page-header';

export function DataAnalyticsPage() {
  return <PageHeader title="Data Analytics" />;
}
