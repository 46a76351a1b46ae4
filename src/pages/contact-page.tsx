import { EstimateLink } from '../components/estimate-link';
import { ContactMethods } from '../components/contact-methods';
import { Island } from '../components/island';
import { PageHeader } from '../components/page-header';
import { formHeading, lead, title } from '../content/data/pages/contact.json' with { type: 'json' };
import { ContactForm } from '../features/contact/contact-form';

export function ContactPage() {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <section className="section container">
        <div className="row g-4">
          <div className="col-lg-5">
            <ContactMethods />
          </div>
          <div className="col-lg-7">
            <div className="contact-form-panel">
              <h2 className="h4 mb-3">{formHeading}</h2>
              <EstimateLink className="small" />
              <Island name="contact-form">
                <ContactForm />
              </Island>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
