import { describe, expect, it } from 'vitest';
import { speculationRules } from './speculation-rules';

interface Rule {
  where: { and: ({ href_matches: string } | { not: { href_matches: string } })[] };
  eagerness: string;
}

/**
 * Whether a same-origin path matches a URL pattern's pathname as the engine reads
 * `href_matches` here: `*` is any run of characters, the rest literal.
 */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);
const prefetched = (rule: Rule, path: string) =>
  rule.where.and.every((condition) =>
    'not' in condition
      ? !matches(condition.not.href_matches, path)
      : matches(condition.href_matches, path),
  );

describe('speculationRules', () => {
  const parsed = JSON.parse(speculationRules()) as { prefetch: Rule[] };

  it('is JSON with one prefetch rule on the visitor’s intent (moderate), nothing prerendered', () => {
    expect(Object.keys(parsed)).toEqual(['prefetch']);
    expect(parsed.prefetch).toHaveLength(1);
    expect(parsed.prefetch[0]!.eagerness).toBe('moderate');
  });

  it("prefetches the site's pages, not the editor, the function or files", () => {
    const rule = parsed.prefetch[0]!;
    for (const page of [
      '/',
      '/about-us',
      '/services/seo-services',
      '/insights/a-post',
      '/contact/',
    ])
      expect(prefetched(rule, page), page).toBe(true);
    for (const other of [
      '/admin/',
      '/admin/index.html',
      '/.netlify/functions/send-contact-email',
      '/feed.xml',
      '/manifest.webmanifest',
      '/images/a.webp',
      '/sitemap.xml',
    ])
      expect(prefetched(rule, other), other).toBe(false);
  });

  it('leaves out the patterns it is given instead', () => {
    const rule = (JSON.parse(speculationRules(['/private/*'])) as { prefetch: Rule[] })
      .prefetch[0]!;
    expect(prefetched(rule, '/private/x')).toBe(false);
    expect(prefetched(rule, '/admin/')).toBe(true);
  });

  it('is the same text each time (the policy allows it by its hash)', () => {
    expect(speculationRules()).toBe(speculationRules());
  });
});
