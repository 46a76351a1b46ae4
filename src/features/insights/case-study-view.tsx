import type { ReactNode } from 'react';
import images from 'virtual:responsive-images';
import { ResponsiveImage } from '../../components/responsive-image';
import type { CaseStudy } from '../../content/insights';
import { COLUMN_SIZES } from './article-view';
import { withResponsiveImages } from './body-images';
import { ServiceTagLinks } from './service-tag-links';

/**
 * A portfolio project's case study: challenge, approach, results as figures with labels,
 * screenshots, the services used (linking to their pages), the project's site and, when it has
 * one, the client's testimonial (`testimonial`, drawn by the page).
 */
export function CaseStudyView({
  study,
  projectName,
  projectUrl,
  testimonial,
}: {
  study: CaseStudy;
  projectName: string;
  projectUrl: string;
  testimonial?: ReactNode;
}) {
  return (
    <article className="insight case-study">
      <header className="page-header insight-header">
        <div className="container insight-column">
          <p className="insight-eyebrow mb-2">
            <a href="/portfolio">Portfolio</a> · Case study · {projectName}
          </p>
          <h1>{study.title}</h1>
          <p className="lead">{study.description}</p>
          <ServiceTagLinks tags={study.services} label="Services used" />
          <p className="mt-3 mb-0">
            <a href={projectUrl} target="_blank" rel="noopener noreferrer">
              Visit website
            </a>
          </p>
        </div>
      </header>
      <section className="section-tight" aria-labelledby="results-heading">
        <div className="container insight-column">
          <h2 id="results-heading" className="h4">
            Results
          </h2>
          <dl className="case-results">
            {study.results.map((result) => (
              <div key={result.label} className="case-result">
                <dt>{result.label}</dt>
                <dd>{result.figure}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="section-tight" aria-labelledby="challenge-heading">
        <div className="container insight-column">
          <h2 id="challenge-heading" className="h4">
            The challenge
          </h2>
          <div
            className="insight-body"
            dangerouslySetInnerHTML={{
              __html: withResponsiveImages(study.challenge, images, COLUMN_SIZES),
            }}
          />
        </div>
      </section>
      <section className="section-tight" aria-labelledby="approach-heading">
        <div className="container insight-column">
          <h2 id="approach-heading" className="h4">
            Our approach
          </h2>
          <div
            className="insight-body"
            dangerouslySetInnerHTML={{
              __html: withResponsiveImages(study.approach, images, COLUMN_SIZES),
            }}
          />
        </div>
      </section>
      {study.screenshots.length > 0 && (
        <section className="section-tight" aria-labelledby="screenshots-heading">
          <div className="container insight-column">
            <h2 id="screenshots-heading" className="h4">
              Screenshots
            </h2>
            <ul className="case-shots list-unstyled">
              {study.screenshots.map((shot) => (
                <li key={shot.image}>
                  <ResponsiveImage
                    src={shot.image}
                    alt={shot.alt}
                    sizes={COLUMN_SIZES}
                    fallback={null}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      {testimonial && (
        <section className="section-tight" aria-labelledby="client-heading">
          <div className="container insight-column">
            <h2 id="client-heading" className="h4">
              What the client says
            </h2>
            {testimonial}
            <p className="mt-2">
              <a href="/testimonials">More testimonials</a>
            </p>
          </div>
        </section>
      )}
    </article>
  );
}
