import { Icon } from '../../components/icon';
import { emails } from '../../config/site';
import { careerRoles, resumeSubject } from '../../content/careers';
import { resumeButton } from '../../content/data/pages/careers.json' with { type: 'json' };
import type { CareerRole } from '../../content/careers';

/** A mail link to the recruiting address with a subject naming the role. */
export function resumeMailto(role: CareerRole): string {
  return `mailto:${emails.recruiting}?subject=${encodeURIComponent(resumeSubject(role))}`;
}

/** The open roles, each with a Send Resume mail link. */
export function CareerRoles({ roles = careerRoles }: { roles?: CareerRole[] }) {
  return (
    <ul className="row g-4 list-unstyled">
      {roles.map((role) => (
        <li key={role.title} className="col-12 col-md-6">
          <article className="career-card card h-100">
            <div className="card-body d-flex flex-column">
              <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
                <h2 className="h4 mb-0">{role.title}</h2>
                <span className="badge career-type">{role.type}</span>
              </div>
              <p className="flex-grow-1">{role.desc}</p>
              <a
                href={resumeMailto(role)}
                className="btn btn-primary btn-icon align-self-start"
                aria-label={`${resumeButton} for ${role.title}`}
              >
                <Icon name="mail" size={18} />
                {resumeButton}
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
