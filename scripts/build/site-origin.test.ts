import { describe, expect, it } from 'vitest';
import { describeBuildSite, robotsTxt, resolveBuildSite, withNoindex } from './site-origin';

describe('the build origin', () => {
  it('takes VITE_SITE_ORIGIN first, in any context, without a trailing slash', () => {
    const site = resolveBuildSite({
      VITE_SITE_ORIGIN: 'https://www.agency.pk/',
      CONTEXT: 'production',
      URL: 'https://agency.netlify.app',
    });
    expect(site).toMatchObject({ origin: 'https://www.agency.pk', source: 'VITE_SITE_ORIGIN' });
    expect(site.indexable).toBe(true);
  });

  it('uses URL in production and DEPLOY_PRIME_URL in the other deployed contexts', () => {
    const netlify = {
      URL: 'https://www.agency.pk',
      DEPLOY_PRIME_URL: 'https://deploy-preview-7--agency.netlify.app',
    };
    expect(resolveBuildSite({ ...netlify, CONTEXT: 'production' })).toMatchObject({
      origin: 'https://www.agency.pk',
      source: 'URL',
      indexable: true,
    });
    for (const context of ['deploy-preview', 'branch-deploy']) {
      expect(resolveBuildSite({ ...netlify, CONTEXT: context })).toMatchObject({
        origin: 'https://deploy-preview-7--agency.netlify.app',
        source: 'DEPLOY_PRIME_URL',
        indexable: false,
      });
    }
  });

  it('never indexes a deploy other than production, even with VITE_SITE_ORIGIN set', () => {
    const site = resolveBuildSite({
      VITE_SITE_ORIGIN: 'https://www.agency.pk',
      CONTEXT: 'branch-deploy',
    });
    expect(site.indexable).toBe(false);
  });

  it('leaves the sample origin to the config on a laptop (no CONTEXT, or dev)', () => {
    for (const env of [{}, { CONTEXT: 'dev', URL: 'http://localhost:8888' }]) {
      const site = resolveBuildSite(env);
      expect(site.origin).toBeUndefined();
      expect(site.indexable).toBe(true);
    }
  });

  it('says in the build log which origin it used and why', () => {
    expect(
      describeBuildSite(
        resolveBuildSite({
          CONTEXT: 'deploy-preview',
          DEPLOY_PRIME_URL: 'https://p--a.netlify.app',
        }),
        'https://www.sample.example',
      ),
    ).toBe(
      'Site origin: https://p--a.netlify.app (from DEPLOY_PRIME_URL, context deploy-preview), not indexed (noindex, robots.txt disallows all)',
    );
    expect(describeBuildSite(resolveBuildSite({}), 'https://www.sample.example')).toBe(
      'Site origin: https://www.sample.example (the sample origin of src/config/site.ts: set VITE_SITE_ORIGIN)',
    );
  });
});

describe('robots', () => {
  it('lists the sitemap in production and disallows everything elsewhere', () => {
    expect(robotsTxt('https://www.agency.pk', true)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.agency.pk/sitemap.xml\n',
    );
    expect(robotsTxt('https://p--a.netlify.app', false)).toBe('User-agent: *\nDisallow: /\n');
  });

  it('adds one noindex tag to a page head, and none to a page that has a robots tag', () => {
    const page = '<html><head><title>A</title>\n  </head><body></body></html>';
    const marked = withNoindex(page);
    expect(marked.match(/<meta name="robots" content="noindex">/g)).toHaveLength(1);
    expect(marked.indexOf('noindex')).toBeLessThan(marked.indexOf('</head>'));
    const notFound = '<head><meta name="robots" content="noindex" data-rh></head>';
    expect(withNoindex(notFound)).toBe(notFound);
  });
});
