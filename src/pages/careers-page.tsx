import { PageHeader } from '../components/page-header';
import { emails } from '../config/site';
import { CareerRoles } from '../features/careers/career-roles';

export function CareersPage() {
  return (
    <>
      <PageHeader
        title="Careers"
        lead="Join a friendly team building websites, software and cloud solutions for clients in Pakistan and abroad."
      />
      <section className="section container">
        <CareerRoles />
        <p className="text-center mt-5 mb-0">
          Don&apos;t see your role? Send your resume to{' '}
          <a href={`mailto:${emails.recruiting}`}>{emails.recruiting}</a> and tell us how you can
          help.
        </p>
      </section>
    </>
  );
}
