import type { Page } from '@playwright/test';

/** Collects console errors, hydration warnings and uncaught errors of a page. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Chromium reports a cross-document view transition it skipped as an uncaught error of the page
 * ("Transition was aborted because of invalid state"), with scripts off too: the page has no
 * handler to catch it. The navigation itself is complete; nothing else is left out.
 */
const skippedViewTransition = /^pageerror: Transition was aborted because of invalid state\./;

/**
 * Firefox reports the page's icon as failed to load when the page goes away while its service
 * worker is answering the icon's request from the precache (the browser drops the answer), as
 * an error of the page: a navigation right after the page was shown does that on a loaded machine.
 */
const droppedIconAnswer =
  /^pageerror: Failed to load ‘[^’]*\/favicon\.ico’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

/** The problems of `watchConsole` less the engine's reports above. */
export const withoutEngineNoise = (problems: string[]): string[] =>
  problems.filter(
    (problem) => !skippedViewTransition.test(problem) && !droppedIconAnswer.test(problem),
  );
