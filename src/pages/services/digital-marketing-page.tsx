import { PageHeader } from '../../components/page-header';

export function DigitalMarketingPage() {
  return <PageHeader title="Digital Marketing" />;
}
