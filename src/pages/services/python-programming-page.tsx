import { PageHeader } from '../../components/page-header';

export function PythonProgrammingPage() {
  return <PageHeader title="Python Programming" />;
}
