import { describe, expect, it } from 'vitest';
import { sitemapXml } from './prerender-plugin';

describe('prerender helpers', () => {
  it('writes a sitemap with one <loc> per URL', () => {
    const xml = sitemapXml(['https://a.example/', 'https://a.example/b']);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
