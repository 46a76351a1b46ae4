import { AppLink } from '../../components/app-link';
import { fieldMeasurementItems, performancePagePath } from './field-measurements';

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
