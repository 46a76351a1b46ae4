import { describe, expect, it } from 'vitest';
import {
  ARTICLES_PER_PAGE,
  articlesForService,
  clientFacts,
  displayDate,
  insightPaths,
  loadInsights,
  newestFirst,
  paginate,
  precacheIgnores,
  relatedByTags,
  splitFrontMatter,
} from './insights';
import type { InsightSources } from './insights';
import { articleFrontMatterSchema, caseStudyFileSchema } from './insights.schema';

const front = (fields: Record<string, string | undefined>) =>
  `---\n${Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;

const good = {
  title: 'A title',
  description: 'What it says',
  date: '2026-10-02',
  tags: '[seo-services]',
  cover: '{ image: /images/insights/a.webp, alt: A picture }',
};

const article = (
  name: string,
  fields: Record<string, string | undefined> = {},
  body = 'Text.',
) => ({
  name,
  text: `${front({ ...good, ...fields })}${body}`,
});

const caseStudy = {
  project: 'shop',
  title: 'A shop',
  description: 'How a shop got faster.',
  date: '2026-10-12',
  challenge: 'It was slow.',
  approach: 'We made it fast.',
  results: [{ figure: '3', label: 'ways to search' }],
  services: ['website-development'],
  screenshots: [{ image: '/images/insights/shop.webp', alt: 'The shop' }],
  testimonial: 'sana-k',
};

const sources = (overrides: Partial<InsightSources> = {}): InsightSources => ({
  articles: [article('a-title.md')],
  caseStudies: [{ name: 'shop-story.json', text: JSON.stringify(caseStudy) }],
  authors: JSON.stringify({ authors: [{ id: 'sana', name: 'Sana M.', role: 'SEO lead' }] }),
  brandName: 'The Agency',
  projects: ['shop'],
  testimonials: ['sana-k'],
  ...overrides,
});

describe('front matter', () => {
  it('splits YAML front matter from the body', () => {
    expect(splitFrontMatter('---\ntitle: X\n---\nBody\n')).toEqual({
      data: { title: 'X' },
      body: 'Body\n',
    });
  });

  it('refuses a file without front matter or with broken YAML, saying which', () => {
    expect(() => splitFrontMatter('# Just text')).toThrow('no front matter');
    expect(() => splitFrontMatter('---\ntitle: [unclosed\n---\n')).toThrow(
      'front matter is not valid YAML',
    );
  });

  const parse = (fields: Record<string, unknown>) =>
    articleFrontMatterSchema.safeParse({
      title: 'T',
      description: 'D',
      date: '2026-10-02',
      tags: ['seo-services'],
      cover: { image: '/images/insights/a.webp', alt: 'A' },
      ...fields,
    });
  const problem = (fields: Record<string, unknown>) => {
    const result = parse(fields);
    return result.success ? undefined : result.error.issues.map((i) => i.path.join('.'));
  };

  it('accepts a complete article, the author and updated date optional', () => {
    expect(parse({}).success).toBe(true);
    expect(parse({ author: 'sana', updated: '2026-10-03' }).success).toBe(true);
  });

  it.each([
    [{ date: '2026-13-01' }, 'date'],
    [{ date: '2026-02-30' }, 'date'],
    [{ date: '02/10/2026' }, 'date'],
    [{ date: 20261002 }, 'date'],
    [{ updated: '2026-10-01' }, 'updated'],
    [{ tags: ['knitting'] }, 'tags.0'],
    [{ tags: [] }, 'tags'],
    [{ cover: undefined }, 'cover'],
    [{ cover: { image: '/images/insights/a.svg', alt: 'A' } }, 'cover.image'],
    [{ cover: { image: 'https://other.example/a.png', alt: 'A' } }, 'cover.image'],
    [{ cover: { image: '/images/insights/a.webp' } }, 'cover.alt'],
    [{ title: '' }, 'title'],
    [{ title: 'Page' }, 'title'],
    [{ title: 'x'.repeat(91) }, 'title'],
    [{ author: 'Sana Malik' }, 'author'],
    [{ extra: 'field' }, ''],
  ])('refuses %o, naming the field', (fields, field) => {
    expect(problem(fields)).toContain(field);
  });

  it('refuses a case study without results, with an unknown service or a bad screenshot', () => {
    const refuse = (fields: Record<string, unknown>) =>
      caseStudyFileSchema.safeParse({ ...caseStudy, ...fields }).success;
    expect(refuse({})).toBe(true);
    expect(refuse({ results: [] })).toBe(false);
    expect(refuse({ services: ['knitting'] })).toBe(false);
    expect(refuse({ screenshots: [{ image: '/x.png', alt: 'x' }] })).toBe(false);
    expect(refuse({ project: '../etc' })).toBe(false);
  });
});

describe('loadInsights', () => {
  it('reads the articles and case studies with their authors, HTML and paths', () => {
    const insights = loadInsights(
      sources({
        articles: [article('a-title.md', { author: 'sana' }, '## Part\n\nSome words here.')],
      }),
    );
    expect(insights.problems).toEqual([]);
    expect(insights.articles).toHaveLength(1);
    expect(insights.articles[0]).toMatchObject({
      slug: 'a-title',
      path: '/insights/a-title',
      author: { name: 'Sana M.', role: 'SEO lead' },
      readingMinutes: 1,
    });
    expect(insights.articles[0]!.html).toContain('<h2 id="md-part">');
    expect(insights.caseStudies[0]).toMatchObject({
      slug: 'shop-story',
      path: '/portfolio/shop-story',
    });
    expect(insights.caseStudies[0]!.challenge).toBe('<p>It was slow.</p>');
  });

  it('names the agency as the author of an article without one', () => {
    expect(loadInsights(sources()).articles[0]!.author).toEqual({ name: 'The Agency' });
  });

  it('refuses, one line each naming the file and the field: a bad date, an unknown tag, a missing cover, an unknown author', () => {
    const { problems, articles } = loadInsights(
      sources({
        articles: [
          article('bad-date.md', { date: '2026-02-30' }),
          article('bad-tag.md', { tags: '[knitting]' }),
          article('no-cover.md', { cover: undefined }),
          article('no-author.md', { author: 'nobody' }),
        ],
      }),
    );
    expect(articles).toEqual([]);
    expect(problems).toEqual([
      'src/content/data/insights/bad-date.md: date: must be a real date',
      expect.stringMatching(
        /^src\/content\/data\/insights\/bad-tag\.md: tags\.0: must be one of: /,
      ),
      expect.stringMatching(/^src\/content\/data\/insights\/no-cover\.md: cover: /),
      expect.stringMatching(
        /^src\/content\/data\/insights\/no-author\.md: author: no author "nobody" in src\/content\/data\/authors\.json/,
      ),
    ]);
  });

  it('refuses a slug a route has taken, a file name that is no slug, an empty body and a file that is not Markdown', () => {
    const { problems } = loadInsights(
      sources({
        articles: [
          article('page.md'),
          article('Not A Slug.md'),
          article('empty.md', {}, '  \n'),
          { name: 'notes.txt', text: 'x' },
        ],
      }),
    );
    expect(problems).toEqual([
      'src/content/data/insights/page.md: (the file name): "page" is taken by a route (/insights/page/…)',
      'src/content/data/insights/Not A Slug.md: (the file name): must be lower case letters, digits and hyphens',
      'src/content/data/insights/empty.md: (the body): must not be empty',
      expect.stringMatching(/^src\/content\/data\/insights\/notes\.txt: not a \.md file/),
    ]);
  });

  it('refuses a case study of an unknown project or testimonial, or a second one of a project', () => {
    const { problems, caseStudies } = loadInsights(
      sources({
        caseStudies: [
          { name: 'one.json', text: JSON.stringify(caseStudy) },
          { name: 'two.json', text: JSON.stringify(caseStudy) },
          { name: 'three.json', text: JSON.stringify({ ...caseStudy, project: 'nope' }) },
          {
            name: 'four.json',
            text: JSON.stringify({ ...caseStudy, project: 'shop', testimonial: 'x' }),
          },
          { name: 'five.json', text: '{ not json' },
        ],
      }),
    );
    expect(caseStudies.map((study) => study.slug)).toEqual(['one']);
    expect(problems).toEqual([
      'src/content/data/case-studies/two.json: project: "shop" already has a case study (one.json)',
      'src/content/data/case-studies/three.json: project: no portfolio project "nope"',
      'src/content/data/case-studies/four.json: project: "shop" already has a case study (one.json)',
      'src/content/data/case-studies/four.json: testimonial: no testimonial "x"',
      expect.stringMatching(/^src\/content\/data\/case-studies\/five\.json: not valid JSON/),
    ]);
  });

  it('says so when the authors’ list is broken', () => {
    expect(loadInsights(sources({ authors: '{' })).problems[0]).toMatch(
      /^src\/content\/data\/authors\.json: not valid JSON/,
    );
    expect(
      loadInsights(
        sources({ authors: JSON.stringify({ authors: [{ id: 'Bad Id', name: 'X', role: 'Y' }] }) }),
      ).problems[0],
    ).toBe(
      'src/content/data/authors.json: authors.0.id: must be lower case letters, digits and hyphens',
    );
  });
});

const item = (slug: string, date: string, tags: string[] = []) => ({
  slug,
  date,
  title: slug,
  tags,
});

describe('ordering, pages and related articles', () => {
  it('lists newest first, the same day by title', () => {
    const items = [item('b', '2026-01-02'), item('c', '2026-03-01'), item('a', '2026-01-02')];
    expect(newestFirst(items).map((i) => i.slug)).toEqual(['c', 'a', 'b']);
    expect(items.map((i) => i.slug)).toEqual(['b', 'c', 'a']);
  });

  it('cuts a list into pages of ten, always at least one page', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    const pages = paginate(items);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    expect(pages.flat()).toEqual(items);
    expect(paginate(items.slice(0, ARTICLES_PER_PAGE))).toHaveLength(1);
    expect(paginate([])).toEqual([[]]);
    expect(() => paginate(items, 0)).toThrow();
    expect(() => paginate(items, 1.5)).toThrow();
  });

  it('relates up to three other articles, most shared tags first, then newest', () => {
    const articles = [
      item('newest', '2026-05-01', ['seo-services']),
      item('both', '2026-04-01', ['seo-services', 'digital-marketing']),
      item('self', '2026-03-01', ['seo-services', 'digital-marketing']),
      item('other', '2026-02-01', ['mobile-apps']),
      item('older', '2026-01-01', ['digital-marketing']),
      item('oldest', '2025-01-01', ['seo-services']),
    ];
    const self = articles[2]!;
    expect(relatedByTags(self, articles).map((a) => a.slug)).toEqual(['both', 'newest', 'older']);
    expect(relatedByTags(articles[3]!, articles)).toEqual([]);
    expect(relatedByTags(self, articles, 1).map((a) => a.slug)).toEqual(['both']);
  });

  it('gives a service its newest three articles', () => {
    const articles = ['a', 'b', 'c', 'd'].map((slug) => item(slug, '2026-01-01', ['seo-services']));
    expect(articlesForService('seo-services', articles).map((a) => a.slug)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(articlesForService('mobile-apps', articles)).toEqual([]);
  });

  it('writes a date as people read it, the same everywhere', () => {
    expect(displayDate('2026-10-02')).toBe('2 October 2026');
    expect(displayDate('2025-01-31')).toBe('31 January 2025');
  });
});

describe('what the build derives', () => {
  const many = loadInsights(
    sources({
      articles: Array.from({ length: 12 }, (_, index) =>
        article(`post-${index + 1}`.concat('.md'), { date: `2026-01-${String(index + 10)}` }),
      ),
    }),
  );

  it('routes the list’s pages, each article and each case study', () => {
    expect(many.problems).toEqual([]);
    const paths = insightPaths(many);
    expect(paths.slice(0, 3)).toEqual(['/insights', '/insights/page/2', '/insights/post-12']);
    expect(paths).toHaveLength(2 + 12 + 1);
    expect(paths.at(-1)).toBe('/portfolio/shop-story');
  });

  it('precaches the newest ten articles and the list’s first page only', () => {
    expect(precacheIgnores(many)).toEqual([
      'insights/post-2/**',
      'insights/post-1/**',
      'insights/page/**',
      'portfolio/*/index.html',
      'images/insights/**',
      'images/social/**',
    ]);
  });

  it('gives the browser titles and paths only', () => {
    const facts = clientFacts(many, (project) => `https://${project}.example`);
    expect(facts.caseStudyPaths).toEqual({ 'https://shop.example': '/portfolio/shop-story' });
    expect(facts.serviceInsights['seo-services']).toEqual([
      {
        path: '/insights/post-12',
        title: 'A title',
        date: '2026-01-21',
        dateText: '21 January 2026',
      },
      {
        path: '/insights/post-11',
        title: 'A title',
        date: '2026-01-20',
        dateText: '20 January 2026',
      },
      {
        path: '/insights/post-10',
        title: 'A title',
        date: '2026-01-19',
        dateText: '19 January 2026',
      },
    ]);
    expect(JSON.stringify(facts)).not.toContain('<p>');
  });
});

describe('loadInsights: images in Markdown obey the image fields’ rule', () => {
  it('refuses an article body or case study text that shows an SVG or leaves /images, naming it', () => {
    const rule = 'must be a raster image under /images (png, jpg, webp or avif; no svg, no "..")';
    const { problems, articles, caseStudies } = loadInsights(
      sources({
        articles: [
          article('a-title.md', {}, 'See ![x](/images/insights/diagram.svg).'),
          article('b-title.md', {}, '![y][d]\n\n[d]: </images/../sw.png>'),
        ],
        caseStudies: [
          {
            name: 'shop-story.json',
            text: JSON.stringify({ ...caseStudy, approach: 'Then ![z](/images/insights/z.svg)' }),
          },
        ],
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        `src/content/data/insights/a-title.md: (the body): image "/images/insights/diagram.svg" ${rule}`,
        `src/content/data/insights/b-title.md: (the body): image "/images/../sw.png" ${rule}`,
        `src/content/data/case-studies/shop-story.json: approach: image "/images/insights/z.svg" ${rule}`,
      ]),
    );
    expect(articles).toEqual([]);
    expect(caseStudies).toEqual([]);
  });
});
