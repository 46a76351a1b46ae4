import { PageHeader } from '../../components/page-header';

export function ChromeExtensionsPage() {
  return <PageHeader title="Chrome Extension Development" />;
}
