import { PageHeader } from '../../components/page-header';

export function MobileAppsPage() {
  return <PageHeader title="Mobile App Development" />;
}
