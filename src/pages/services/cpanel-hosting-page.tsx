import { PageHeader } from '../../components/page-header';

export function CpanelHostingPage() {
  return (
    <>
      <PageHeader title="cPanel Hosting" />
      <section id="hosting-plans" className="section container">
        <h2>Hosting Plans</h2>
      </section>
    </>
  );
}
