import { PageHeader } from '../components/page-header';
import { emails } from '../config/site';
import {
  closingAfter,
  closingBefore,
  lead,
  title,
} from '../content/data/pages/careers.json' with { type: 'json' };
import { CareerRoles } from '../features/careers/career-roles';

export function CareersPage() {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <section className="section container">
        <CareerRoles />
        <p className="text-center mt-5 mb-0">
          {closingBefore} <a href={`mailto:${emails.recruiting}`}>{emails.recruiting}</a>
          {` ${closingAfter}`}
        </p>
      </section>
    </>
  );
}
