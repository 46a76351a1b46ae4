import { describe, expect, it } from 'vitest';
import { VITALS_WINDOW_DAYS } from '../../features/vitals/vitals-figures';
import { BEACON_FIELDS, METRIC_NAMES, metricLabels } from '../../features/vitals/vitals-protocol';
import {
  beaconFieldDescriptions,
  fieldMeasurementItems,
  fieldMeasurementSummary,
} from './field-measurements';

describe('the policies’ words on the speed measurements', () => {
  it('describe every field a beacon carries, each once, and no other', () => {
    const described = beaconFieldDescriptions.flatMap(({ fields }) => fields);
    expect([...described].sort()).toEqual([...BEACON_FIELDS].sort());
    expect(new Set(described).size).toBe(described.length);
  });

  it('name every metric measured', () => {
    const text = fieldMeasurementItems.join(' ');
    for (const metric of METRIC_NAMES)
      expect(text).toContain(`${metricLabels[metric]} (${metric})`);
  });

  it('say how long the totals are kept, as the code keeps them', () => {
    expect(fieldMeasurementItems.join(' ')).toContain(`${VITALS_WINDOW_DAYS} days`);
    expect(fieldMeasurementSummary).toContain(`${VITALS_WINDOW_DAYS} days`);
  });

  it('in one paragraph too: every metric, the opt-out, no cookie', () => {
    for (const metric of METRIC_NAMES) expect(fieldMeasurementSummary).toContain(metric);
    for (const words of ['Global Privacy Control', 'Do Not Track', 'no cookie', 'identifier'])
      expect(fieldMeasurementSummary).toContain(words);
  });

  it('say that Global Privacy Control and Do Not Track stop them, and that no cookie is used', () => {
    const text = fieldMeasurementItems.join(' ');
    expect(text).toContain('Global Privacy Control');
    expect(text).toContain('Do Not Track');
    expect(text).toContain('no cookie');
  });
});
