import { DomainChecker } from '../features/domain-check/domain-checker';

export function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>All-in-One Website Package</h1>
          <DomainChecker />
        </div>
      </section>
      <section id="services" className="section container">
        <h2>Our Services</h2>
      </section>
    </>
  );
}
