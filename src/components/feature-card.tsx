import type { FeatureCard as FeatureCardData } from '../content/schema-helpers';
import { Icon } from './icon';

/** Icon, title and description (the specification). */
export function FeatureCard({ card }: { card: FeatureCardData }) {
  return (
    <article className="feature-card card h-100">
      <div className="card-body">
        <span className="icon-badge">
          <Icon name={card.icon} size={24} />
        </span>
        <h3 className="h5 mt-3">{card.title}</h3>
        <p className="mb-0">{card.description}</p>
      </div>
    </article>
  );
}
