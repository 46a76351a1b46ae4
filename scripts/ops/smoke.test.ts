// The smoke check's verdicts on sites that are wrong; e2e/smoke.spec.ts runs it against the
// production build as `npm start` serves it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAdminHeaders, checkLastRun, checkSecurityHeaders, main, titleOf } from './smoke';

const goodHeaders = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=()',
};

const failures = (headers: Record<string, string>) =>
  checkSecurityHeaders(new Headers(headers))
    .filter((result) => !result.ok)
    .map((result) => `${result.name}: ${result.detail}`);

describe('security headers', () => {
  it('pass with the key directives, whatever else the CSP lists', () => {
    expect(failures(goodHeaders)).toEqual([]);
    expect(
      failures({
        ...goodHeaders,
        'content-security-policy': `${goodHeaders['content-security-policy']}; connect-src 'self' https://rdap.org`,
      }),
    ).toEqual([]);
  });

  it('fail when a header is missing, weak or allows inline scripts', () => {
    expect(failures({})).toEqual([
      'Content-Security-Policy: missing',
      'Strict-Transport-Security: missing',
      'X-Content-Type-Options: missing',
      'Referrer-Policy: missing',
      'Permissions-Policy: missing',
    ]);
    expect(
      failures({
        ...goodHeaders,
        'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'",
        'strict-transport-security': 'max-age=300',
      }),
    ).toEqual([
      "Content-Security-Policy: no object-src, no base-uri, no frame-ancestors, script-src allows 'unsafe-inline', object-src not 'none'",
      'Strict-Transport-Security: max-age below one year: max-age=300',
    ]);
  });

  it('reads titles with their entities decoded', () => {
    expect(titleOf('<head><title>Web &amp; Hosting | A</title></head>')).toBe('Web & Hosting | A');
    expect(titleOf('<head></head>')).toBeUndefined();
  });
});

describe('the content editor’s headers', () => {
  const editorPolicy = "default-src 'self'; connect-src 'self' https://api.github.com";
  const verdict = (status: number, headers: Record<string, string>) => {
    const result = checkAdminHeaders(status, new Headers(headers));
    return result.ok ? 'ok' : result.detail;
  };

  it('pass with an opener policy that keeps popups and the editor’s own policy', () => {
    const headers = {
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-frame-options': 'DENY',
      'content-security-policy': editorPolicy,
    };
    expect(verdict(200, headers)).toBe('ok');
    expect(verdict(200, { 'content-security-policy': editorPolicy })).toBe('ok');
  });

  it('fail the pages’ opener policy, a joined X-Frame-Options, a local proxy or no editor', () => {
    expect(
      verdict(200, {
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'DENY, SAMEORIGIN',
        'content-security-policy': `${editorPolicy} http://localhost:8081`,
      }),
    ).toBe(
      'Cross-Origin-Opener-Policy "same-origin" cuts the sign-in popup\'s tie, X-Frame-Options set twice: "DENY, SAMEORIGIN", the Content-Security-Policy allows a local proxy',
    );
    expect(
      verdict(200, {
        'cross-origin-opener-policy': 'same-origin, same-origin-allow-popups',
        'content-security-policy': "default-src 'self'",
      }),
    ).toBe(
      'Cross-Origin-Opener-Policy "same-origin, same-origin-allow-popups" cuts the sign-in popup\'s tie, the Content-Security-Policy is not the editor’s (no api.github.com)',
    );
    expect(verdict(404, {})).toBe('status 404');
    // `npm start` serves a build made off Netlify: its editor may reach the local proxy.
    const local = {
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'content-security-policy': `${editorPolicy} http://localhost:8081`,
    };
    expect(checkAdminHeaders(200, new Headers(local), true).ok).toBe(true);
  });
});

describe('scheduled run', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  it('passes when it ran within 15 minutes', () => {
    expect(checkLastRun({ lastRunAt: '2026-06-01T11:56:00.000Z' }, now)).toEqual({
      name: 'scheduled run deliver-contact-messages: last ran 4 minutes ago',
      ok: true,
    });
  });

  it('fails when it never ran, is stale, or the answer is not one', () => {
    const detail = (answer: unknown) => checkLastRun(answer, now).detail;
    expect(detail({ lastRunAt: null })).toBe('has never run: is the scheduled function deployed?');
    expect(detail({ lastRunAt: '2026-06-01T11:44:00.000Z' })).toBe(
      'last ran at 2026-06-01T11:44:00.000Z, 16 minutes ago (more than 15): stopped or stale',
    );
    for (const hostile of [{}, null, 'x', { lastRunAt: 'yesterday' }, { lastRunAt: 5 }, []])
      expect(detail(hostile)).toBe('the answer carries no last run time');
  });
});

describe('smoke check of a broken site', () => {
  // Answers 200 with the same page to everything, with no security header.
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Same page</title><h1>Hi</h1>');
  });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fails, naming each broken check', async () => {
    const printed: string[] = [];
    const code = await main([base], (text) => printed.push(text));
    const output = printed.join('\n');
    expect(code).toBe(1);
    expect(output).toContain('FAIL  Content-Security-Policy: missing');
    expect(output).toMatch(/FAIL {2}GET \/about-us: title "Same page", expected "About Us \| /);
    expect(output).toMatch(
      /FAIL {2}unknown path \/smoke-check-no-such-page-\w+: status 200, expected 404/,
    );
    expect(output).toContain('FAIL  sw.js: status 200, content-type text/html');
    expect(output).toContain('FAIL  contact function: GET answered 200, expected 405');
    expect(output).toMatch(/FAIL {2}GET \/\.netlify\/functions\/send-contact-email\?last-run: /);
    expect(output).toMatch(/Smoke test of http:\/\/127\.0\.0\.1:\d+ failed: \d+ of \d+ checks\.$/);
  });

  it('says in one line when the site cannot be reached, and how to call it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const printed: string[] = [];
    expect(await main([`http://127.0.0.1:${port}`], (text) => printed.push(text))).toBe(1);
    expect(printed).toEqual([`Cannot reach http://127.0.0.1:${port}: ECONNREFUSED.`]);

    const usage: string[] = [];
    expect(await main([], (text) => usage.push(text))).toBe(2);
    expect(usage[0]).toMatch(/^Usage: npm run smoke -- <url/);
  });
});
