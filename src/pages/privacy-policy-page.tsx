import { PageHeader } from '../components/page-header';

export function PrivacyPolicyPage() {
  return <PageHeader title="Privacy Policy" />;
}
