import type { ServiceCard as ServiceCardData } from '../content/services';
import { AppLink } from './app-link';
import { Icon } from './icon';

/** A service with its link; billing-host services open in a new tab. */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  return (
    <article className="service-card card h-100">
      <div className="card-body d-flex flex-column">
        <span className="icon-badge">
          <Icon name={service.icon} size={24} />
        </span>
        <h3 className="h5 mt-3">{service.title}</h3>
        <p className="flex-grow-1">{service.description}</p>
        <AppLink
          href={service.href}
          external={service.external}
          className="card-link stretched-link"
        >
          {/* Its arrow is drawn by the stylesheet (.service-card .card-link). */}
          Learn more<span className="visually-hidden">{` about ${service.title}`}</span>
        </AppLink>
      </div>
    </article>
  );
}
