import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeIssues } from './content-files.schema';
import {
  careersTextsSchema,
  homeTextsSchema,
  pageTexts,
  testimonialsTextsSchema,
} from './page-texts.schema';

const read = (page: string) =>
  JSON.parse(readFileSync(new URL(`./data/pages/${page}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const problems = (schema: (typeof pageTexts)[number][1], value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : describeIssues(result.error.issues);
};

describe('page texts', () => {
  it('come from one valid file per page', () => {
    expect(pageTexts.map(([page]) => page)).toEqual([
      'home',
      'contact',
      'portfolio',
      'testimonials',
      'faqs',
      'careers',
      'estimate',
      'not-found',
    ]);
    for (const [page, schema] of pageTexts) expect(problems(schema, read(page)), page).toEqual([]);
    expect(read('home').servicesTitle).toBe('Our Services');
    expect(read('not-found').title).toBe('Oops! Page not found');
  });

  it('refuse a missing text, a wrong type, an empty text and an unknown field, one line each', () => {
    const { servicesTitle: _title, ...home } = read('home');
    expect(
      problems(homeTextsSchema, { ...home, ctaText: 42, ctaButton: '   ', onload: 'alert(1)' }),
    ).toEqual([
      expect.stringMatching(/^servicesTitle: /),
      expect.stringMatching(/^ctaText: /),
      'ctaButton: must not be empty',
      expect.stringMatching(/^\(the file\): .*"onload"/),
    ]);
    expect(problems(homeTextsSchema, null)).toEqual([expect.stringMatching(/^\(the file\): /)]);
    expect(problems(homeTextsSchema, [])).toEqual([expect.stringMatching(/^\(the file\): /)]);
  });

  it('refuse a placeholder a page does not fill, naming it; the testimonials page fills {count}', () => {
    expect(
      problems(careersTextsSchema, { ...read('careers'), closingBefore: 'Write to {email}' }),
    ).toEqual(['closingBefore: a text names an unknown placeholder {email}; this file takes none']);
    expect(problems(testimonialsTextsSchema, read('testimonials'))).toEqual([]);
    expect(
      problems(testimonialsTextsSchema, { ...read('testimonials'), lead: '{count} of {total}' }),
    ).toEqual(['lead: a text names an unknown placeholder {total}; known: {count}']);
  });
});
