import { parseAllRedirects } from '@netlify/redirect-parser';
import { describe, expect, it } from 'vitest';
import { routeAliases } from './route-aliases';

/** The fields of a parsed rule this test reads. */
interface RedirectRule {
  path: string;
  to: string;
  status: number;
  force: boolean;
}

const { redirects, errors } = await parseAllRedirects({
  netlifyConfigPath: 'netlify.toml',
  redirectsFiles: [],
  configRedirects: [],
  minimal: false,
});

describe('route aliases on Netlify', () => {
  it('netlify.toml parses without errors', () => {
    expect(errors).toEqual([]);
  });

  it('rewrites each alias to its route page with status 200 (the address stays)', () => {
    expect(Object.keys(routeAliases).length).toBeGreaterThan(0);
    for (const [alias, path] of Object.entries(routeAliases)) {
      const rules = (redirects as RedirectRule[]).filter((rule) => rule.path === alias);
      expect(rules, alias).toHaveLength(1);
      expect(rules[0]).toMatchObject({ to: `${path}/index.html`, status: 200, force: false });
    }
  });
});
