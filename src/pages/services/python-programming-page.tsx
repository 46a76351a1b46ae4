import { ServicePage } from '../../components/service-page';
import { servicePages } from '../../content/service-pages';

export function PythonProgrammingPage() {
  return <ServicePage content={servicePages.pythonProgramming} />;
}
