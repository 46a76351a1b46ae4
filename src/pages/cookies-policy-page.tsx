import { PageHeader } from '../components/page-header';

export function CookiesPolicyPage() {
  return <PageHeader title="Cookies Policy" />;
}
