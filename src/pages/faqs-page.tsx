import { PageHeader } from '../components/page-header';

export function FaqsPage() {
  return <PageHeader title="Frequently Asked Questions" />;
}
