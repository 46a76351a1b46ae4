import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The axe-core rule tags of WCAG 2.2 level AA (and the levels it includes). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What a scan checks: the rules of some tags, or named rules. */
export type AxeScope = { tags: string[] } | { rules: string[] };

/**
 * axe-core's violations of the page as it is now, one line each: rule and elements. axe-core is
 * put into each frame of the page once per load and run there (`axe.run`, which reaches the
 * page's frames itself), so a second scan of the same load costs only its run.
 */
export async function axeScan(page: Page, scope: AxeScope): Promise<string[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  const runOnly =
    'tags' in scope
      ? { type: 'tag' as const, values: scope.tags }
      : { type: 'rule' as const, values: scope.rules };
  return page.evaluate(
    async (options) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    { runOnly },
  );
}
