import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyFieldPaths, entryProblems, withoutEmptyFields } from './pre-save';

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

  it('accepts a new service page as the editor writes it, and names what it lacks', () => {
    const page = {
      order: 14,
      title: 'Cloud Migration',
      description: 'Move your websites and systems to the cloud with no downtime.',
      keywords: '',
      lead: 'We move your websites to the cloud.',
      heroActions: [],
      sections: [{ kind: 'tags', heading: 'Clouds', items: ['AWS', 'Azure'] }],
      whatsappBanner: true,
    };
    expect(entryProblems('service-pages', page)).toEqual([]);
    expect(
      entryProblems('service-pages', {
        ...page,
        order: 1.5,
        description: 'x'.repeat(171),
        sections: [],
      }),
    ).toEqual([
      'order: must be a whole number',
      expect.stringMatching(/^description: .*170/),
      expect.stringMatching(/^sections: /),
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
      'image: must be a raster image under /images (png, jpg, webp or avif; no svg, no "..")',
    ]);
    expect(entryProblems('portfolio', { ...project, categoryId: 'casino', extra: 1 })).toHaveLength(
      2,
    );
  });

  it('checks a legal page with its own file’s schema, naming an unknown placeholder', () => {
    const privacy = read('content/data/legal/privacy-policy.json');
    expect(entryProblems('legal', privacy, 'privacy-policy')).toEqual([]);
    expect(
      entryProblems('legal', read('content/data/legal/cookies-policy.json'), 'cookies-policy'),
    ).toEqual([]);
    expect(
      entryProblems('legal', { ...privacy, intro: 'By {ceoName}.' }, 'privacy-policy'),
    ).toEqual([
      expect.stringMatching(/^intro: a text names an unknown placeholder \{ceoName\}; known: /),
    ]);
    expect(entryProblems('legal', privacy, 'imprint')).toEqual([
      'no schema for the collection "legal" (file "imprint")',
    ]);
  });

  it('drops the empty optional fields of a new section, at any depth, but not an empty text in a list', () => {
    const privacy = read('content/data/legal/privacy-policy.json') as {
      sections: Record<string, unknown>[];
    };
    privacy.sections.push({
      heading: 'Children',
      paragraphs: ['We do not knowingly collect data from children.'],
      insertLead: '',
      insert: null,
      after: undefined,
    });
    expect(emptyFieldPaths(privacy)).toEqual([
      ['sections', 8, 'insertLead'],
      ['sections', 8, 'insert'],
      ['sections', 8, 'after'],
    ]);
    const kept = withoutEmptyFields(privacy) as typeof privacy;
    expect(kept.sections[8]).toEqual({
      heading: 'Children',
      paragraphs: ['We do not knowingly collect data from children.'],
    });
    expect(privacy.sections[8]).toHaveProperty('insertLead', '');
    expect(entryProblems('legal', privacy, 'privacy-policy')).toEqual([]);
    privacy.sections[8]!.paragraphs = [''];
    expect(emptyFieldPaths(privacy)).not.toContainEqual(['sections', 8, 'paragraphs', 0]);
    expect(entryProblems('legal', privacy, 'privacy-policy')).toEqual([
      'sections.8.paragraphs.0: must not be empty',
    ]);
  });

  it('checks a page’s texts with its own file’s schema', () => {
    const home = read('content/data/pages/home.json');
    expect(entryProblems('pages', home, 'page-home')).toEqual([]);
    expect(entryProblems('pages', { ...home, ctaTitle: '' }, 'page-home')).toEqual([
      expect.stringMatching(/^ctaTitle: /),
    ]);
    // Each file is checked with its own schema: the home page's texts are no contact page.
    expect(entryProblems('pages', home, 'page-contact').length).toBeGreaterThan(0);
  });

  it('refuses a navigation link to a path that is no page of the site', () => {
    const navigation = read('content/data/navigation.json') as { footerSupport: { to: string }[] };
    expect(entryProblems('navigation', navigation)).toEqual([]);
    navigation.footerSupport[0]!.to = '/help';
    expect(entryProblems('navigation', navigation)).toEqual([
      'footerSupport.0.to: no page of this site has the path /help',
    ]);
  });

  it('knows no schema for an unknown collection and says so', () => {
    expect(entryProblems('posts', {})).toEqual(['no schema for the collection "posts"']);
  });

  it('refuses an image in Markdown that an image field would refuse', () => {
    const study = read('content/data/case-studies/book-nook-online-store.json');
    expect(entryProblems('case-studies', study)).toEqual([]);
    expect(
      entryProblems('case-studies', {
        ...study,
        challenge: 'A ![diagram](/images/insights/diagram.svg) and ![up](/images/../x.png)',
      }),
    ).toEqual([
      'challenge: image "/images/insights/diagram.svg" must be a raster image under /images (png, jpg, webp or avif; no svg, no "..")',
      'challenge: image "/images/../x.png" must be a raster image under /images (png, jpg, webp or avif; no svg, no "..")',
    ]);
  });
});
