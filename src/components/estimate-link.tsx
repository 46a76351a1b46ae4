import { ESTIMATE_PATH } from '../lib/route-paths';

/** A line that leads to the project estimator (services, hosting plans, contact page). */
export function EstimateLink({
  text = 'Want a price before you write to us?',
  className = '',
}: {
  text?: string;
  className?: string;
}) {
  return (
    <p className={`estimate-link ${className}`}>
      {`${text} `}
      <a href={ESTIMATE_PATH}>Estimate your project’s cost in six questions</a>
    </p>
  );
}
