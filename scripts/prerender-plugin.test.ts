import { describe, expect, it } from 'vitest';
import { lowPriorityScripts, sitemapXml } from './prerender-plugin';

describe('prerender helpers', () => {
  it('writes a sitemap with one <loc> per URL', () => {
    const xml = sitemapXml(['https://a.example/', 'https://a.example/b']);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('puts module scripts and module preloads at low priority, once', () => {
    const html =
      '<script type="module" crossorigin src="/a.js"></script><link rel="modulepreload" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css"><script type="application/ld+json">{}</script>';
    const low = lowPriorityScripts(html);
    expect(low).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/a.js"></script><link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css"><script type="application/ld+json">{}</script>',
    );
    expect(lowPriorityScripts(low)).toBe(low);
  });
});
