import { AppLink } from '../../components/app-link';
import {
  fieldMeasurementItems,
  fieldMeasurementSummary,
  performancePagePath,
} from './field-measurements';

/** The policies' block on the field measurements (field-measurements.ts), with the public page. */
export function FieldMeasurementsInsert() {
  return (
    <ul>
      {fieldMeasurementItems.map((item) => (
        <li key={item}>{item}</li>
      ))}
      <li>
        The totals are public: <AppLink href={performancePagePath}>Performance</AppLink>.
      </li>
    </ul>
  );
}

/** The same in one paragraph, for the privacy policy (the cookies policy links the public page). */
export function FieldMeasurementsSummary() {
  return <p>{fieldMeasurementSummary}</p>;
}
