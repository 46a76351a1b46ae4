import { describe, expect, it } from 'vitest';
import {
  LEAD_ARTICLES_MAX,
  LEAD_HOST_MAX_LENGTH,
  LEAD_PATH_MAX_LENGTH,
  LEAD_UTM_MAX_LENGTH,
  LEAD_VISIT_IDLE_MS,
  UTM_KEYS,
} from './lead-source';
import { leadSourceOf, readLeadSource } from './lead-source-check';
import { nextVisit } from './lead-source-visit';
import type { PageView, VisitRecord } from './lead-source';

const valid = {
  landingPage: '/insights/seo-basics',
  sentFrom: '/contact',
  referrer: 'news.example.com',
  utm: { utm_source: 'newsletter', utm_medium: 'email' },
  articles: ['/insights/seo-basics', '/insights/hosting-101'],
};

describe('readLeadSource: what the function keeps of a source', () => {
  it('keeps a source within the limits as it is, not marked', () => {
    expect(readLeadSource(valid)).toEqual(valid);
    expect(readLeadSource({})).toEqual({});
  });

  it('has no source for a message without one (a form sent without script)', () => {
    expect(readLeadSource(undefined)).toBeUndefined();
  });

  it.each([null, 'newsletter', 42, true, [valid], () => valid])(
    'keeps nothing but the mark of a source that is not an object: %s',
    (value) => {
      expect(readLeadSource(value)).toEqual({ unverified: true });
    },
  );

  it.each([
    ['a full address', 'https://evil.example/x'],
    ['another host, protocol-relative', '//evil.example/x'],
    ['a backslash (read as a slash by browsers)', '/\\evil.example'],
    ['no leading slash', 'contact'],
    ['a query', '/contact?x=1'],
    ['a fragment', '/contact#x'],
    ['a space', '/con tact'],
    ['a line break', '/contact\r\nBcc: x@example.com'],
    ['a control character', '/contact\u0000'],
    ['raw non-ASCII (browsers send it encoded)', '/kontakt-ü'],
    ['a direction override', '/contact\u202e'],
    ['a number', 42],
    ['an object', { toString: () => '/contact' }],
    ['an empty string', ''],
  ])('drops a page path with %s, and marks the source', (_, path) => {
    for (const field of ['landingPage', 'sentFrom'] as const) {
      const source = readLeadSource({ ...valid, [field]: path });
      expect(source?.[field]).toBeUndefined();
      expect(source?.unverified).toBe(true);
      // The rest is kept.
      expect(source?.referrer).toBe(valid.referrer);
    }
  });

  it('cuts an over-long path to the limit, and marks the source', () => {
    const long = `/${'a'.repeat(LEAD_PATH_MAX_LENGTH * 10)}`;
    const source = readLeadSource({ sentFrom: long });
    expect(source).toEqual({ sentFrom: long.slice(0, LEAD_PATH_MAX_LENGTH), unverified: true });
    const exact = `/${'a'.repeat(LEAD_PATH_MAX_LENGTH - 1)}`;
    expect(readLeadSource({ sentFrom: exact })).toEqual({ sentFrom: exact });
  });

  it.each([
    ['a full address', 'https://news.example.com/a'],
    ['a port', 'news.example.com:8080'],
    ['capitals (browsers send it in lower case)', 'News.Example.com'],
    ['a space', 'news example.com'],
    ['a leading hyphen in a label', '-news.example.com'],
    ['a trailing hyphen in a label', 'news-.example.com'],
    ['an empty label', 'news..example.com'],
    ['a trailing dot', 'news.example.com.'],
    ['a label over 63 characters', `${'a'.repeat(64)}.example.com`],
    ['a line break', 'example.com\nX-Injected: 1'],
    ['raw Unicode (browsers send punycode)', 'bücher.example'],
    ['an underscore', 'my_host.example'],
    ['an empty string', ''],
    ['a list', ['example.com']],
  ])('drops a referrer with %s, and marks the source', (_, host) => {
    const source = readLeadSource({ ...valid, referrer: host });
    expect(source?.referrer).toBeUndefined();
    expect(source?.unverified).toBe(true);
  });

  it('takes a host name of up to 253 characters, and drops a longer one', () => {
    const label = 'a'.repeat(63);
    const host = [label, label, label, 'a'.repeat(61)].join('.');
    expect(host).toHaveLength(LEAD_HOST_MAX_LENGTH);
    expect(readLeadSource({ referrer: host })).toEqual({ referrer: host });
    expect(readLeadSource({ referrer: `a${host}` })).toEqual({ unverified: true });
    expect(readLeadSource({ referrer: 'xn--bcher-kva.example' })).toEqual({
      referrer: 'xn--bcher-kva.example',
    });
  });

  it('keeps the known campaign parameters only, each within the limit', () => {
    const all = Object.fromEntries(UTM_KEYS.map((key) => [key, key.toUpperCase()]));
    expect(readLeadSource({ utm: all })).toEqual({ utm: all });
    expect(UTM_KEYS).toHaveLength(5);

    const unknown = readLeadSource({ utm: { utm_source: 'a', gclid: 'x', __proto__: 'y' } });
    expect(unknown).toEqual({ utm: { utm_source: 'a' }, unverified: true });

    const long = readLeadSource({ utm: { utm_campaign: 'c'.repeat(LEAD_UTM_MAX_LENGTH + 1) } });
    expect(long).toEqual({
      utm: { utm_campaign: 'c'.repeat(LEAD_UTM_MAX_LENGTH) },
      unverified: true,
    });
  });

  it.each([
    ['a line break', 'news\r\nletter'],
    ['a control character', 'news\u0007'],
    ['a direction override', 'news\u202eletter'],
    ['a zero-width space', 'news\u200bletter'],
    ['a line separator', 'news\u2028letter'],
    ['blanks only', '   '],
    ['a number', 7],
    ['a list', ['newsletter']],
  ])('drops a campaign value with %s, and marks the source', (_, value) => {
    const source = readLeadSource({ utm: { utm_source: value, utm_medium: 'email' } });
    expect(source).toEqual({ utm: { utm_medium: 'email' }, unverified: true });
  });

  it('drops campaign parameters that are not an object', () => {
    expect(readLeadSource({ utm: 'utm_source=newsletter' })).toEqual({ unverified: true });
    expect(readLeadSource({ utm: [['utm_source', 'x']] })).toEqual({ unverified: true });
  });

  it('keeps at most the last ten articles, each a path of this site, once', () => {
    const many = Array.from({ length: 25 }, (_, index) => `/insights/a-${index}`);
    const source = readLeadSource({ articles: many });
    expect(source?.articles).toEqual(many.slice(-LEAD_ARTICLES_MAX));
    expect(source?.unverified).toBe(true);

    const ten = many.slice(0, LEAD_ARTICLES_MAX);
    expect(readLeadSource({ articles: ten })).toEqual({ articles: ten });

    expect(
      readLeadSource({
        articles: ['/insights/a', 'https://evil.example/', 5, null, '/insights/a'],
      }),
    ).toEqual({ articles: ['/insights/a'], unverified: true });
    expect(readLeadSource({ articles: '/insights/a' })).toEqual({ unverified: true });
    expect(readLeadSource({ articles: [undefined] })).toEqual({ unverified: true });
  });

  it('drops keys it does not know, and the mark a sender set itself', () => {
    expect(readLeadSource({ ...valid, ip: '1.2.3.4' })).toEqual({ ...valid, unverified: true });
    // A sender cannot vouch for its own source: a forged "unverified: false" is unknown too.
    expect(readLeadSource({ ...valid, unverified: false })).toEqual({
      ...valid,
      unverified: true,
    });
  });

  it('reads a huge forged source in bounded time and size', () => {
    const huge = {
      landingPage: `/${'x'.repeat(1_000_000)}`,
      referrer: `${'a.'.repeat(500_000)}com`,
      utm: Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, 'v'])),
      articles: Array.from({ length: 10_000 }, (_, i) => `/insights/${i}`),
    };
    const started = performance.now();
    const source = readLeadSource(huge);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(source?.unverified).toBe(true);
    expect(JSON.stringify(source).length).toBeLessThan(
      LEAD_PATH_MAX_LENGTH * (LEAD_ARTICLES_MAX + 3),
    );
  });
});

const origin = 'https://agency.example';
const view = (page: Partial<PageView> = {}): PageView => ({
  path: '/',
  search: '',
  referrer: '',
  origin,
  isArticle: false,
  now: 1_000_000,
  ...page,
});

describe('nextVisit: the tab records its visit', () => {
  it('begins on the first page with the other site, its campaign and the article', () => {
    const visit = nextVisit(
      null,
      view({
        path: '/insights/seo-basics',
        search: '?utm_source=newsletter&utm_medium=email&fbclid=abc&utm_source=second',
        referrer: 'https://news.example.com/issue/12?secret=1',
        isArticle: true,
      }),
    );
    expect(visit).toEqual({
      landingPage: '/insights/seo-basics',
      referrer: 'news.example.com',
      utm: { utm_source: 'newsletter', utm_medium: 'email' },
      articles: ['/insights/seo-basics'],
      seenAt: 1_000_000,
    });
  });

  it('keeps the landing page and adds the articles read on the way, once each', () => {
    let visit: VisitRecord = nextVisit(undefined, view({ path: '/', now: 1 }));
    const step = (path: string, isArticle: boolean, now: number) =>
      (visit = nextVisit(
        JSON.parse(JSON.stringify(visit)),
        view({ path, isArticle, now, referrer: `${origin}/` }),
      ));
    step('/insights/a', true, 2);
    step('/services/seo', false, 3);
    step('/insights/b', true, 4);
    step('/insights/a', true, 5);
    expect(visit).toEqual({
      landingPage: '/',
      articles: ['/insights/b', '/insights/a'],
      seenAt: 5,
    });
  });

  it('keeps the last ten articles', () => {
    let visit: unknown = null;
    for (let index = 0; index < 15; index += 1)
      visit = nextVisit(visit, view({ path: `/insights/a-${index}`, isArticle: true }));
    expect((visit as VisitRecord).articles).toHaveLength(LEAD_ARTICLES_MAX);
    expect((visit as VisitRecord).articles?.at(-1)).toBe('/insights/a-14');
  });

  it('does not count this site, or a non-web page, as the referring site', () => {
    expect(nextVisit(null, view({ referrer: `${origin}/about` })).referrer).toBeUndefined();
    expect(nextVisit(null, view({ referrer: 'android-app://x' })).referrer).toBeUndefined();
    expect(nextVisit(null, view({ referrer: 'not a url' })).referrer).toBeUndefined();
  });

  it('starts a new visit after the idle time, on a new arrival, not on a reload', () => {
    const first = nextVisit(null, view({ path: '/a', search: '?utm_source=x', now: 0 }));
    const later = nextVisit(first, view({ path: '/b', now: LEAD_VISIT_IDLE_MS - 1 }));
    expect(later.landingPage).toBe('/a');
    expect(nextVisit(later, view({ path: '/c', now: 2 * LEAD_VISIT_IDLE_MS })).landingPage).toBe(
      '/c',
    );
    const arrival = nextVisit(later, view({ path: '/d', referrer: 'https://other.example/' }));
    expect(arrival).toMatchObject({ landingPage: '/d', referrer: 'other.example' });
    expect(arrival.utm).toBeUndefined();
    // The landing page reloaded (same address, same referrer): still the same visit.
    const reloaded = nextVisit(later, view({ path: '/a', search: '?utm_source=x', now: 5 }));
    expect(reloaded.landingPage).toBe('/a');
    // A record from the future (a changed clock) is not trusted to be this visit.
    expect(nextVisit(later, view({ path: '/e', now: -10 })).landingPage).toBe('/e');
  });

  it.each([
    ['garbage', 'garbage'],
    ['a forged record', { landingPage: 'https://evil.example', seenAt: 1_000_000 }],
    ['a record without a time', { landingPage: '/a' }],
    [
      'a record whose landing page is no path of this site',
      { landingPage: '//evil.example', seenAt: 1_000_000 },
    ],
  ])('starts over from %s in the tab’s storage', (_, stored) => {
    expect(nextVisit(stored, view({ path: '/b' })).landingPage).toBe('/b');
  });

  it('cuts an oversized record to the limits as it goes on', () => {
    const stored = {
      landingPage: `/${'a'.repeat(1_000)}`,
      articles: [
        ...Array.from({ length: 50 }, (_, i) => `/insights/${i}`),
        'https://evil.example/',
      ],
      seenAt: 1_000_000,
    };
    const visit = nextVisit(stored, view({ path: '/b' }));
    expect(visit.landingPage).toHaveLength(LEAD_PATH_MAX_LENGTH);
    expect(visit.articles).toEqual(stored.articles.slice(-LEAD_ARTICLES_MAX - 1, -1));
  });

  it('records only what the function accepts, from a hostile address', () => {
    const visit = nextVisit(
      null,
      view({
        path: `/${'p'.repeat(5_000)}`,
        search: `?utm_source=${'s'.repeat(5_000)}&utm_term=a%0d%0aBcc:x&utm_content=%E2%80%AE`,
        referrer: 'https://news.example.com/',
      }),
    );
    const source = readLeadSource({
      landingPage: visit.landingPage,
      referrer: visit.referrer,
      utm: visit.utm,
      articles: visit.articles,
    });
    expect(source?.unverified).toBeUndefined();
    expect(visit.utm).toEqual({ utm_source: 's'.repeat(LEAD_UTM_MAX_LENGTH) });
  });
});

describe('leadSourceOf: the source a message carries', () => {
  it('is the visit and the page the message is sent from', () => {
    const visit = nextVisit(
      null,
      view({ path: '/insights/a', search: '?utm_source=newsletter', isArticle: true }),
    );
    expect(leadSourceOf(visit, '/contact')).toEqual({
      landingPage: '/insights/a',
      sentFrom: '/contact',
      utm: { utm_source: 'newsletter' },
      articles: ['/insights/a'],
    });
    expect(readLeadSource(leadSourceOf(visit, '/contact'))?.unverified).toBeUndefined();
  });

  it('is the page alone without a visit, or with a broken one', () => {
    expect(leadSourceOf(null, '/contact')).toEqual({ sentFrom: '/contact' });
    expect(leadSourceOf({ landingPage: 5 }, '/contact')).toEqual({ sentFrom: '/contact' });
  });
});
