import { PageHeader } from '../../components/page-header';

export function SocialMediaMarketingPage() {
  return <PageHeader title="Social Media Marketing" />;
}
