import { PageHeader } from '../../components/page-header';

export function AmazonMarketingPage() {
  return <PageHeader title="Amazon Marketing" />;
}
