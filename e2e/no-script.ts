import type { BrowserContext } from '@playwright/test';

/**
 * Playwright over WebDriver BiDi (the Firefox project) ignores javaScriptEnabled, and Firefox's
 * own switch (`javascript.enabled`) stops Playwright's actions too. There, every page the context
 * loads gets a policy that lets no script of it run (the function's answers to posts run none
 * already). The browser still counts as scripting: `<noscript>` and `@media (scripting: none)`
 * are held in Chromium.
 */
export async function stopPageScripts(context: BrowserContext, browserName: string) {
  if (browserName !== 'firefox') return;
  await context.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || request.method() !== 'GET')
      return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    const headers = response.headers();
    const policies = [headers['content-security-policy'], "script-src 'none'"];
    headers['content-security-policy'] = policies.filter(Boolean).join(', ');
    await route.fulfill({ response, headers });
  });
}
