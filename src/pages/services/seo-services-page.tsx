import { PageHeader } from '../../components/page-header';

export function SeoServicesPage() {
  return <PageHeader title="SEO Services" />;
}
