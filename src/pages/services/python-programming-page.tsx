import { ServicePage } from '../../components/service-page';
import { pythonProgramming } from '../../content/service-pages/python-programming';

export function PythonProgrammingPage() {
  return <ServicePage content={pythonProgramming} />;
}
