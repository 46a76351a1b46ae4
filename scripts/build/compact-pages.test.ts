import { describe, expect, it } from 'vitest';
import { renderAll } from '../../src/entry-server';

const pages = await renderAll();

describe('the prerendered pages, compacted where they are produced', () => {
  it('self-close every icon', () => {
    for (const page of pages) expect(page.html, page.path ?? '404').not.toContain('></use>');
  });

  it('keep no text separator outside the form islands (React hydrates only the islands)', () => {
    const formIsland = /data-island="(contact-form|domain-checker|project-estimator)"/;
    const withoutForms = pages.filter((page) => !formIsland.test(page.html));
    expect(withoutForms.length).toBeGreaterThan(pages.length / 2);
    for (const page of withoutForms)
      expect(page.html, page.path ?? '404').not.toContain('<!-- -->');
  });
});
