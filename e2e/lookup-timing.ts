import type { Page } from '@playwright/test';

/** How long one check of `domain` took, in ms from the click on Check. */
export interface CheckTimes {
  /** Until the verdict on the name itself (available or taken). */
  verdict: number;
  /** Until every one of the 8 suggestions has its answer too. */
  all: number;
}

/**
 * Types `domain` into the home page's checker, waits for the lookup code to be in (typing loads
 * it), clicks Check and times the answers from the click.
 */
export async function timeCheck(page: Page, domain: string): Promise<CheckTimes> {
  await page.getByRole('textbox', { name: 'Domain name' }).fill(domain);
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    (domain) =>
      new Promise<CheckTimes>((resolve) => {
        const root = document.querySelector('.domain-checker')!;
        let verdictAt: number | undefined;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const verdict = root.querySelector<HTMLElement>('.domain-verdict');
          const current = verdict?.querySelector('.domain-verdict-name')?.textContent === domain;
          const state = verdict?.dataset.state;
          if (current && verdictAt === undefined && (state === 'available' || state === 'taken'))
            verdictAt = performance.now() - start;
          const rows = [...root.querySelectorAll<HTMLElement>('.domain-suggestion')];
          const settled =
            rows.length === 8 &&
            rows.every(
              (row) =>
                row.dataset.state !== 'pending' &&
                row.dataset.domain?.startsWith(domain.split('.')[0]!),
            );
          if (verdictAt !== undefined && settled) {
            observer.disconnect();
            resolve({ verdict: verdictAt, all: performance.now() - start });
          }
        });
        observer.observe(root, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        root.querySelector<HTMLButtonElement>('.domain-checker-button')!.click();
      }),
    domain,
  );
}
