import { describe, expect, it } from 'vitest';
import { renderAll } from '../../src/entry-server';
import { HEADING_ID_PREFIX, renderMarkdown } from '../../src/content/markdown';

const idsOf = (html: string) => [...html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id!);

describe('ids on the prerendered pages', () => {
  it('no element of a page has an id that Markdown headings can take', async () => {
    const pages = await renderAll();
    const pageIds = new Set<string>();
    for (const { html } of pages)
      for (const id of idsOf(html)) if (!id.startsWith(HEADING_ID_PREFIX)) pageIds.add(id);
    expect(pageIds.size).toBeGreaterThan(10);
    // A heading written as each id of the pages ("WhatsApp card") takes none of them.
    const headings = [...pageIds].map((id) => `## ${id.replace(/-/g, ' ')}`).join('\n\n');
    for (const field of ['', 'challenge-', 'approach-'])
      for (const id of idsOf(renderMarkdown(headings, field).html))
        expect(pageIds.has(id), id).toBe(false);
  });

  it('are unique on every page', async () => {
    for (const { path, html } of await renderAll()) {
      const ids = idsOf(html);
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        path ?? '404',
      ).toEqual([]);
    }
  });
});
