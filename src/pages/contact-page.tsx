import { PageHeader } from '../components/page-header';

export function ContactPage() {
  return <PageHeader title="Contact Us" lead="Reach out to us — We're just a message away!" />;
}
