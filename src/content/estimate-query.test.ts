// Reading an estimate link: whatever the address says, the estimator opens with what it can use.
import { describe, expect, it } from 'vitest';
import type { EstimateCatalog } from './estimate-rules';
import {
  MAX_ESTIMATE_QUERY,
  estimateLinkNote,
  estimateQuery,
  hasEstimateAnswers,
  readEstimateQuery,
} from './estimate-query';

const option = (id: string) => ({ id, label: id, addPKR: 0, addUSD: 0, factor: 1 });
const catalog: EstimateCatalog = {
  services: [{ id: 'site', label: 'Site', minPKR: 1, maxPKR: 2, minUSD: 1, maxUSD: 2 }],
  sizes: [option('small'), option('large')],
  features: [option('pay'), option('urdu'), option('blog')],
  content: [option('ready')],
  timelines: [option('rush')],
  carePlans: [{ id: 'none', label: 'None', monthlyPKR: 0, monthlyUSD: 0 }],
};

describe('readEstimateQuery', () => {
  it('reads a whole estimate and writes it back the same', () => {
    const query =
      'service=site&size=large&features=pay&features=blog&content=ready&timeline=rush&care=none';
    const read = readEstimateQuery(`?${query}`, catalog);
    expect(read).toEqual({
      answers: {
        service: 'site',
        size: 'large',
        features: ['pay', 'blog'],
        content: 'ready',
        timeline: 'rush',
        care: 'none',
      },
      invalid: [],
      startStep: undefined,
      note: undefined,
    });
    expect(estimateQuery(read.answers)).toBe(query);
    expect(readEstimateQuery(new URLSearchParams(query), catalog).answers).toEqual(read.answers);
  });

  it('opens an empty address at the first question, with no note', () => {
    expect(readEstimateQuery('', catalog)).toMatchObject({ startStep: 'service', note: undefined });
    expect(readEstimateQuery('?utm_source=x&q=1', catalog)).toMatchObject({
      startStep: 'service',
      invalid: [],
    });
  });

  it('opens at the first question not answered yet', () => {
    expect(readEstimateQuery('service=site&size=small', catalog).startStep).toBe('content');
    expect(readEstimateQuery('service=site', catalog).startStep).toBe('size');
  });

  it('leaves out answers that no longer exist and opens at the first of them, with a note', () => {
    const read = readEstimateQuery(
      'service=site&size=huge&content=ready&timeline=rush&care=none',
      catalog,
    );
    expect(read.answers).toEqual({
      service: 'site',
      features: [],
      content: 'ready',
      timeline: 'rush',
      care: 'none',
    });
    expect(read.invalid).toEqual(['size']);
    expect(read.startStep).toBe('size');
    expect(read.note).toBe(estimateLinkNote);
  });

  it('refuses a question answered twice, and unknown or repeated features', () => {
    const read = readEstimateQuery(
      'service=site&service=site&size=small&features=pay&features=pay&features=gone',
      catalog,
    );
    expect(read.answers.service).toBeUndefined();
    expect(read.answers.features).toEqual(['pay']);
    expect(read.invalid).toEqual(['service', 'features']);
    expect(read.startStep).toBe('service');
  });

  it('trusts nothing hostile: markup, prototype names, encodings, control characters', () => {
    for (const value of [
      '<script>alert(1)</script>',
      '__proto__',
      'constructor',
      'toString',
      '%00',
      'site%0A',
      ' site',
      'SITE',
      'site\u202e',
      'x'.repeat(200),
    ]) {
      const read = readEstimateQuery(
        `service=${encodeURIComponent(value)}&size=${encodeURIComponent(value)}`,
        catalog,
      );
      expect(read.answers).toEqual({ features: [] });
      expect(read.invalid).toEqual(['service', 'size']);
      expect(read.note).toBe(estimateLinkNote);
    }
    const malformed = readEstimateQuery('service=%E0%A4%A&size=small&features=%', catalog);
    expect(malformed.answers.size).toBe('small');
    expect(malformed.invalid).toEqual(['service', 'features']);
  });

  it('reads nothing of an over-long address, and says so', () => {
    const long = `service=site&pad=${'a'.repeat(MAX_ESTIMATE_QUERY)}`;
    const read = readEstimateQuery(long, catalog);
    expect(read.answers).toEqual({ features: [] });
    expect(read.startStep).toBe('service');
    expect(read.note).toBe(estimateLinkNote);
  });

  it('treats an empty value as not answered', () => {
    expect(readEstimateQuery('service=&size=', catalog)).toMatchObject({
      invalid: [],
      note: undefined,
      startStep: 'service',
    });
  });
});

describe('hasEstimateAnswers', () => {
  it('is true when the address names any question', () => {
    expect(hasEstimateAnswers('?care=none')).toBe(true);
    expect(hasEstimateAnswers('?q=site')).toBe(false);
  });
});
