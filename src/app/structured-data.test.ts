import type { ProfessionalServiceLeaf } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { renderHead } from './head';
import { headOf } from './route-heads';
import { findRoute, routes, type AppRoute } from './routes';
import { faqPage, jsonForScript, structuredData } from './structured-data';

type Node = Record<string, unknown>;
const nodesOf = (route: AppRoute) => structuredData(route)['@graph'] as unknown as Node[];
const graphOf = (path: string) => nodesOf(findRoute(path)!).map((node) => node['@type']);

describe('structured data', () => {
  it('describes the agency with contact points on every page', () => {
    for (const route of routes) {
      const [org] = nodesOf(route);
      expect(org).toMatchObject({ '@type': 'ProfessionalService', name: expect.any(String) });
      const points = org!.contactPoint as Node[];
      expect(points.map((p) => p.contactType)).toEqual(['sales', 'customer support']);
      for (const point of points) expect(point.telephone).toMatch(/^\+92\d{10}$/);
    }
  });

  it('adds breadcrumbs on inner pages and a Service on service pages', () => {
    expect(graphOf('/')).toEqual(['ProfessionalService']);
    expect(graphOf('/about-us')).toEqual(['ProfessionalService', 'BreadcrumbList']);
    expect(graphOf('/services/seo-services')).toEqual([
      'ProfessionalService',
      'BreadcrumbList',
      'Service',
    ]);
    const crumbs = nodesOf(findRoute('/services/seo-services')!)[1]!;
    const items = crumbs.itemListElement as Node[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.at(-1)!.name).toBe('SEO Services');
  });

  it('builds an FAQPage from questions and answers', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
      ],
    });
  });

  it('is checked against the schema.org vocabulary by the typecheck', () => {
    const node: ProfessionalServiceLeaf = {
      '@type': 'ProfessionalService',
      name: 'Agency',
      // @ts-expect-error schema.org has no `phoneNumber` (it is `telephone`); tsc fails if this passes
      phoneNumber: '+920000000000',
    };
    expect(node.name).toBe('Agency');
  });

  it('cannot be broken out of its <script> element', () => {
    expect(jsonForScript({ a: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    const route = findRoute('/contact')!;
    const head = renderHead(route, headOf(route), false, jsonForScript(structuredData(route)));
    const json = head.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1];
    expect(JSON.parse(json!)['@context']).toBe('https://schema.org');
  });
});
