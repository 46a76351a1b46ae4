import {
  lead,
  link,
  plansLead,
} from '../content/data/blocks/estimate-link.json' with { type: 'json' };
import { ESTIMATE_PATH } from '../lib/route-paths';

/** A line that leads to the project estimator (service pages, the plans, the contact page). */
export function EstimateLink({
  under = 'page',
  className = '',
}: {
  /** Under the hosting plans, the line says why hosting's visitors might want it. */
  under?: 'page' | 'plans';
  className?: string;
}) {
  return (
    <p className={`estimate-link ${className}`}>
      {`${under === 'plans' ? plansLead : lead} `}
      <a href={ESTIMATE_PATH}>{link}</a>
    </p>
  );
}
