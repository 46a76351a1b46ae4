import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryProblems, withoutEmptyFields } from './pre-save';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;

describe('the CMS refuses to save what the build would refuse', () => {
  it('accepts the repository’s data as it is', () => {
    expect(entryProblems('hosting-plans', read('content/data/hosting-plans.json'))).toEqual([]);
    expect(entryProblems('site', read('config/site.json'))).toEqual([]);
  });

  it('refuses a negative price, a price in words and an emptied one with the schema’s words', () => {
    const file = read('content/data/hosting-plans.json');
    const plans = file.plans as Record<string, unknown>[];
    plans[0]!.pricePKR = -1;
    plans[1]!.pricePKR = 'nine hundred';
    plans[2]!.priceUSD = Number.NaN;
    expect(entryProblems('hosting-plans', file)).toEqual([
      'plans.0.pricePKR: must be a number greater than 0',
      'plans.1.pricePKR: must be a number',
      'plans.2.priceUSD: must be a number',
    ]);
  });

  it('drops the empty optional fields the editor leaves, and checks what remains', () => {
    const project = {
      order: 49,
      name: 'Saltrange Salt Co',
      url: 'https://salt.test',
      categoryId: 'corporate',
      image: '',
    };
    expect(withoutEmptyFields(project)).not.toHaveProperty('image');
    expect(entryProblems('portfolio', project)).toEqual([]);
    expect(entryProblems('portfolio', { ...project, image: 'javascript:alert(1)' })).toEqual([
      'image: must be an image under /images (png, jpg, webp, avif or svg)',
    ]);
    expect(entryProblems('portfolio', { ...project, categoryId: 'casino', extra: 1 })).toHaveLength(
      2,
    );
  });

  it('knows no schema for an unknown collection and says so', () => {
    expect(entryProblems('posts', {})).toEqual(['no schema for the collection "posts"']);
  });
});
