import { PageHeader } from '../components/page-header';

export function TestimonialsPage() {
  return <PageHeader title="Client Testimonials" />;
}
