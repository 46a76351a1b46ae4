import { PageHeader } from '../components/page-header';

export function PortfolioPage() {
  return <PageHeader title="Our Portfolio" />;
}
