import { PageHeader } from '../../components/page-header';

export function UiUxDesignPage() {
  return <PageHeader title="UI/UX Design" />;
}
