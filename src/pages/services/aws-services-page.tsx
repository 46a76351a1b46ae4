import { PageHeader } from '../../components/page-header';

export function AwsServicesPage() {
  return <PageHeader title="AWS Services" />;
}
