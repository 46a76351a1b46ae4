import { PageHeader } from '../components/page-header';

export function CareersPage() {
  return <PageHeader title="Careers" />;
}
