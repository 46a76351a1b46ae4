// The editor's check across the files (src/admin/pre-save.ts) with what the build publishes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossFileProblems } from '../../src/admin/pre-save';
import { publishedFacts } from './published-facts';

const read = (file: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../src', file), 'utf8')) as Record<
    string,
    unknown
  >;

describe('the CMS refuses what the build refuses across the files', () => {
  const published = publishedFacts(join(import.meta.dirname, '../..'));
  const seo = read('content/data/service-pages/seo-services.json');
  const folder = 'src/content/data/service-pages';

  it('knows the published heads and the values entries may not share', () => {
    expect(published.facts).not.toBeNull();
    expect(published.heads.some((head) => head.file === `${folder}/seo-services.json`)).toBe(true);
    expect(published.distinct['src/content/data/faqs']?.length).toBeGreaterThan(0);
  });

  it('refuses a copied service page whose description was left as it was, in one line', () => {
    expect(
      crossFileProblems('service-pages', { ...seo, title: 'SEO Audits' }, 'seo-audits', published),
    ).toEqual([
      `${folder}/seo-audits.json: description: must differ from every other page's description; ${folder}/seo-services.json (description) is the same`,
    ]);
    // The page itself, saved again, repeats nothing.
    expect(crossFileProblems('service-pages', seo, 'seo-services', published)).toEqual([]);
  });

  it('refuses a description too short once filled in, and a question another FAQ asks', () => {
    const heads = read('content/data/heads.json') as Record<string, Record<string, string>>;
    expect(
      crossFileProblems(
        'heads',
        { ...heads, faqs: { ...heads.faqs, description: '{brandName} answers.' } },
        'heads',
        published,
      ),
    ).toEqual([
      expect.stringMatching(
        /^src\/content\/data\/heads\.json: faqs\.description: must be 51 to 170 characters with its facts filled in \(it is \d+\)$/,
      ),
    ]);
    const [other] = published.distinct['src/content/data/faqs']!;
    expect(
      crossFileProblems(
        'faqs',
        { order: 1, question: other!.value, answer: 'Yes.' },
        'a-new-question',
        published,
      ),
    ).toEqual([
      `src/content/data/faqs/a-new-question.json: question: must differ from every other entry's; ${other!.file} has the same`,
    ]);
  });
});
