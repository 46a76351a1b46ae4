import { describe, expect, it } from 'vitest';
import { htmlFileFor, sitemapXml } from './prerender-plugin';

describe('prerender helpers', () => {
  it('maps route paths to the files Netlify serves for them', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/about-us')).toBe('about-us/index.html');
    expect(htmlFileFor('/services/seo-services')).toBe('services/seo-services/index.html');
  });

  it('writes a sitemap with one <loc> per URL', () => {
    const xml = sitemapXml(['https://a.example/', 'https://a.example/b']);
    expect(xml).toContain('<loc>https://a.example/</loc>');
    expect(xml).toContain('<loc>https://a.example/b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });
});
