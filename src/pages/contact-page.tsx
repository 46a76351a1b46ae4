import { PageHeader } from '../components/page-header';
import { ContactForm } from '../features/contact/contact-form';

export function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" lead="Reach out to us — We're just a message away!" />
      <section className="section container">
        <ContactForm />
      </section>
    </>
  );
}
