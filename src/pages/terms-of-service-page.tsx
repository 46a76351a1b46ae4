import { PageHeader } from '../components/page-header';

export function TermsOfServicePage() {
  return <PageHeader title="Terms of Service" />;
}
