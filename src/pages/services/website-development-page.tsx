import { PageHeader } from '../../components/page-header';

export function WebsiteDevelopmentPage() {
  return <PageHeader title="Website Development" />;
}
