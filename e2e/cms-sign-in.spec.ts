// Staff's sign-in to the content editor at /admin, as on the live site: Decap opens the OAuth
// provider's page in a popup on another origin, and that popup reports back through
// `window.opener.postMessage` (a handshake, then the token). Here the editor is served by
// `npm start` with the headers of the build (localhost) and a stand-in provider answers on
// 127.0.0.1: the only change to the editor is its backend's base_url pointing there, and no
// local proxy. The control test serves the same editor with the pages' opener policy
// (`same-origin`), which cuts the tie between the windows: the handshake must then never finish.
// @chromium: request routing changes the editor's configuration and stands in for GitHub's API.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const TOKEN = 'stand-in-token-for-the-sign-in-test';

/** What the stand-in provider saw: the origins that answered the popup's handshake. */
let answeredBy: string[] = [];
let server: Server;
let providerOrigin = '';

// The provider's popup, as Netlify's does it: say "authorizing", wait for the opener to echo it,
// then send the token to the origin that answered.
const popupPage = `<!doctype html><meta charset="utf-8"><title>Stand-in provider</title>
<p id="state">waiting</p>
<script>
  const state = document.getElementById('state');
  if (!window.opener) state.textContent = 'no opener';
  else {
    window.addEventListener('message', (event) => {
      if (event.data !== 'authorizing:github') return;
      fetch('/answered?origin=' + encodeURIComponent(event.origin)).then(() => {
        const answer = JSON.stringify({ token: '${TOKEN}', provider: 'github' });
        window.opener.postMessage('authorization:github:success:' + answer, event.origin);
      });
    });
    window.opener.postMessage('authorizing:github', '*');
  }
</script>`;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/answered') {
      answeredBy.push(url.searchParams.get('origin') ?? '');
      response.writeHead(204).end();
    } else if (url.pathname === '/auth') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(popupPage);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  providerOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((done) => server?.close(done));
});
test.beforeEach(() => {
  answeredBy = [];
});

/**
 * Opens the editor with its backend pointed at the stand-in provider, and GitHub's API answered
 * here; resolves the token the editor then sends to GitHub, if any.
 */
async function openEditor(page: Page, openerPolicy?: string) {
  await page.route('**/admin/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    const backend = config.backend as Record<string, unknown>;
    delete config.local_backend;
    config.backend = { ...backend, repo: 'agency/site', base_url: providerOrigin };
    await route.fulfill({ json: config });
  });
  if (openerPolicy)
    await page.route(/\/admin\/$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'cross-origin-opener-policy': openerPolicy },
      });
    });
  const tokens: string[] = [];
  await page.route('https://api.github.com/**', async (route) => {
    tokens.push(route.request().headers().authorization ?? '');
    await route.fulfill({ status: 401, json: { message: 'Bad credentials' } });
  });
  const response = await page.goto('/admin/');
  return { response: response!, tokens };
}

test('the GitHub sign-in popup on another origin completes its handshake with the editor @chromium', async ({
  page,
  baseURL,
}) => {
  const { response, tokens } = await openEditor(page);
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  expect((await popup).url()).toContain(`${providerOrigin}/auth`);
  // The editor answered the popup's handshake, and then used the token the popup sent.
  await expect.poll(() => answeredBy).toEqual([new URL(baseURL!).origin]);
  await expect.poll(() => tokens).toContain(`token ${TOKEN}`);
  // The editor's own opener policy, as served.
  expect(response.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
});

test('control: under the pages’ opener policy the handshake never finishes @chromium', async ({
  page,
}) => {
  const { tokens } = await openEditor(page, 'same-origin');
  // A popup cut from its opener is a page of its own to the browser.
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  const opened = await popup;
  // The popup sees no opener: it cannot report back, and the editor never gets a token.
  await expect(opened.locator('#state')).toHaveText('no opener');
  expect(answeredBy).toEqual([]);
  expect(tokens).toEqual([]);
});
