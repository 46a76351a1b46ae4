import { PageHeader } from '../../components/page-header';

export function CustomDevelopmentPage() {
  return <PageHeader title="Custom Software Development" />;
}
