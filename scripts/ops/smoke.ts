/**
 * `npm run smoke -- <url>`: checks a deployed site in one command. Every route answers 200
 * with its own title (aliases too), every sitemap URL answers 200, an unknown path answers
 * 404, the security headers are there, the content editor at /admin/ has its own opener
 * policy and Content-Security-Policy, the service worker and the manifest are served, the
 * contact mail's scheduled run ran within 15 minutes, and the contact function answers 405 to GET. Prints one line per check; exits 1 if any fails.
 */
import { routeAliases } from '../../src/config/route-aliases';
import { CONTACT_ENDPOINT } from '../../src/features/contact/contact-protocol';
import { LAST_RUN_PARAM, STALE_RUN_MS } from '../../netlify/functions/_contact/handler';
import type { LastRunAnswer } from '../../netlify/functions/_contact/handler';
import { findRoute, notFoundRoute, routes } from '../../src/app/routes';
import { headOf } from '../../src/app/route-heads';

const REQUEST_TIMEOUT_MS = 15_000;
/** Requests in flight at once: quick, and gentle on a small site. */
const PARALLEL_REQUESTS = 6;

export interface CheckResult {
  name: string;
  ok: boolean;
  detail?: string;
}

interface Fetched {
  status: number;
  headers: Headers;
  body: string;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The document title of an HTML page, entities decoded. */
export function titleOf(html: string): string | undefined {
  const raw = html.match(/<title>([^<]*)<\/title>/)?.[1];
  return raw?.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

const pass = (name: string): CheckResult => ({ name, ok: true });
const fail = (name: string, detail: string): CheckResult => ({ name, ok: false, detail });

/**
 * The security headers, by presence and key directives rather than exact strings (the CSP's
 * host list may change with the features).
 */
export function checkSecurityHeaders(headers: Headers): CheckResult[] {
  const results: CheckResult[] = [];
  const csp = headers.get('content-security-policy');
  if (!csp) results.push(fail('Content-Security-Policy', 'missing'));
  else {
    const directives = new Map(
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name!.toLowerCase(), values]),
    );
    const problems: string[] = [];
    for (const name of ['default-src', 'script-src', 'object-src', 'base-uri', 'frame-ancestors'])
      if (!directives.has(name)) problems.push(`no ${name}`);
    const scripts = directives.get('script-src') ?? directives.get('default-src') ?? [];
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'"])
      if (scripts.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
    if (directives.get('object-src')?.join(' ') !== "'none'")
      problems.push("object-src not 'none'");
    results.push(
      problems.length
        ? fail('Content-Security-Policy', problems.join(', '))
        : pass('Content-Security-Policy'),
    );
  }
  const hsts = headers.get('strict-transport-security');
  const maxAge = Number(hsts?.match(/max-age=(\d+)/)?.[1] ?? 0);
  results.push(
    maxAge >= 31_536_000
      ? pass('Strict-Transport-Security')
      : fail('Strict-Transport-Security', hsts ? `max-age below one year: ${hsts}` : 'missing'),
  );
  const expectations: [string, RegExp][] = [
    ['X-Content-Type-Options', /^nosniff$/i],
    ['Referrer-Policy', /\S/],
    ['Permissions-Policy', /\S/],
  ];
  for (const [name, pattern] of expectations) {
    const value = headers.get(name);
    results.push(
      value && pattern.test(value)
        ? pass(name)
        : fail(name, value ? `unexpected: ${value}` : 'missing'),
    );
  }
  return results;
}

/** The content editor's page. */
export const ADMIN_PATH = '/admin/';

/**
 * The editor's headers: one opener policy that keeps popups (the GitHub sign-in popup reports
 * back through `window.opener`; the pages' `same-origin` cuts that tie and the sign-in never
 * finishes), one X-Frame-Options at most (two rules would join theirs into one invalid value),
 * and its own Content-Security-Policy, which reaches no local proxy unless the site checked is
 * itself local (`npm start` serves a build made off Netlify, which keeps the proxy for
 * `npm run cms`).
 */
export function checkAdminHeaders(status: number, headers: Headers, local = false): CheckResult {
  const name = `GET ${ADMIN_PATH} headers`;
  if (status !== 200) return fail(name, `status ${status}`);
  const problems: string[] = [];
  const opener = headers.get('cross-origin-opener-policy');
  if (opener !== null && !/^(?:same-origin-allow-popups|unsafe-none)$/.test(opener.trim()))
    problems.push(`Cross-Origin-Opener-Policy "${opener}" cuts the sign-in popup's tie`);
  const frame = headers.get('x-frame-options');
  if (frame?.includes(',')) problems.push(`X-Frame-Options set twice: "${frame}"`);
  const csp = headers.get('content-security-policy');
  if (!csp) problems.push('no Content-Security-Policy');
  else if (!local && /localhost|127\.0\.0\.1/.test(csp))
    problems.push('the Content-Security-Policy allows a local proxy');
  else if (!csp.includes('https://api.github.com'))
    problems.push('the Content-Security-Policy is not the editor’s (no api.github.com)');
  return problems.length
    ? fail(name, problems.join(', '))
    : pass(`${name}: opener policy ${opener ?? '(none)'}, its own policy`);
}

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
async function inBatches<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** All checks against one base URL. Throws only when the site cannot be reached at all. */
const SCHEDULED_CHECK = 'scheduled run deliver-contact-messages';

/**
 * The scheduled run (every minute) retries failed first attempts: it must have run within
 * STALE_RUN_MS, or it is missing from the deploy or has stopped.
 */
export function checkLastRun(answer: unknown, now: number): CheckResult {
  const at = (answer as Partial<LastRunAnswer> | null)?.lastRunAt;
  if (at === null)
    return fail(SCHEDULED_CHECK, 'has never run: is the scheduled function deployed?');
  const time = typeof at === 'string' ? Date.parse(at) : NaN;
  if (!Number.isFinite(time)) return fail(SCHEDULED_CHECK, 'the answer carries no last run time');
  const minutes = Math.round((now - time) / 60_000);
  return now - time > STALE_RUN_MS
    ? fail(
        SCHEDULED_CHECK,
        `last ran at ${at}, ${minutes} minutes ago (more than ${STALE_RUN_MS / 60_000}): stopped or stale`,
      )
    : pass(`${SCHEDULED_CHECK}: last ran ${minutes} minutes ago`);
}

export async function runSmoke(baseUrl: string): Promise<CheckResult[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const get = async (path: string): Promise<Fetched> => {
    const response = await fetch(`${base}${path}`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: { 'user-agent': 'agency-smoke-check' },
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const attempt = async (name: string, check: () => Promise<CheckResult | CheckResult[]>) => {
    try {
      return [await check()].flat();
    } catch (error) {
      return [fail(name, error instanceof Error ? error.message : String(error))];
    }
  };

  // The home page first: if it cannot be fetched at all, say so once.
  const home = await get('/');
  const results: CheckResult[] = checkSecurityHeaders(home.headers);

  // An insight's head comes from its content as the prerenderer renders it: any title will do.
  const pages: [string, string][] = [
    ...routes.map((route): [string, string] => [
      route.path,
      route.served ? '' : headOf(route).title,
    ]),
    ...Object.entries(routeAliases).map(([alias, path]): [string, string] => [
      alias,
      (findRoute(path) && headOf(findRoute(path)!).title) ?? '',
    ]),
  ];
  results.push(
    ...(
      await inBatches(pages, PARALLEL_REQUESTS, ([path, title]) =>
        attempt(`GET ${path}`, async () => {
          const page = path === '/' ? home : await get(path);
          if (page.status !== 200) return fail(`GET ${path}`, `status ${page.status}`);
          const served = titleOf(page.body);
          return served === title || (!title && served)
            ? pass(`GET ${path}: 200, "${served}"`)
            : fail(`GET ${path}`, `title "${served ?? '(none)'}", expected "${title}"`);
        }),
      )
    ).flat(),
  );

  results.push(
    ...(await attempt('sitemap.xml', async () => {
      const sitemap = await get('/sitemap.xml');
      if (sitemap.status !== 200) return fail('sitemap.xml', `status ${sitemap.status}`);
      const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => new URL(match[1]!).pathname,
      );
      if (paths.length === 0) return fail('sitemap.xml', 'lists no URL');
      const statuses = await inBatches(paths, PARALLEL_REQUESTS, async (path) => [
        path,
        (await get(path)).status,
      ]);
      const broken = statuses.filter(([, status]) => status !== 200);
      return broken.length
        ? fail(
            'sitemap.xml',
            `not 200: ${broken.map(([path, status]) => `${path} (${status})`).join(', ')}`,
          )
        : pass(`sitemap.xml: all ${paths.length} URLs answer 200`);
    })),
  );

  const unknown = `/smoke-check-no-such-page-${Date.now().toString(36)}`;
  results.push(
    ...(await attempt(`GET ${unknown}`, async () => {
      const page = await get(unknown);
      if (page.status !== 404)
        return fail(`unknown path ${unknown}`, `status ${page.status}, expected 404`);
      return titleOf(page.body) === headOf(notFoundRoute).title
        ? pass('unknown path: 404 with the not-found page')
        : fail('unknown path', `404 but title "${titleOf(page.body) ?? '(none)'}"`);
    })),
    ...(await attempt(`GET ${ADMIN_PATH}`, async () => {
      const admin = await get(ADMIN_PATH);
      const local = /^(?:localhost|127\.0\.0\.1)$/.test(new URL(base).hostname);
      return checkAdminHeaders(admin.status, admin.headers, local);
    })),
    ...(await attempt('sw.js', async () => {
      const worker = await get('/sw.js');
      const type = worker.headers.get('content-type') ?? '';
      return worker.status === 200 && /javascript/.test(type)
        ? pass('sw.js: served as JavaScript')
        : fail('sw.js', `status ${worker.status}, content-type ${type || '(none)'}`);
    })),
    ...(await attempt('manifest.webmanifest', async () => {
      const manifest = await get('/manifest.webmanifest');
      if (manifest.status !== 200) return fail('manifest.webmanifest', `status ${manifest.status}`);
      const data = JSON.parse(manifest.body) as { name?: string; icons?: unknown[] };
      return data.name && data.icons?.length
        ? pass(`manifest.webmanifest: "${data.name}"`)
        : fail('manifest.webmanifest', 'no name or no icons');
    })),
    ...(await attempt(`GET ${CONTACT_ENDPOINT}?${LAST_RUN_PARAM}`, async () => {
      const response = await get(`${CONTACT_ENDPOINT}?${LAST_RUN_PARAM}`);
      if (response.status !== 200)
        return fail(SCHEDULED_CHECK, `GET ?${LAST_RUN_PARAM} answered ${response.status}`);
      return checkLastRun(JSON.parse(response.body) as unknown, Date.now());
    })),
    ...(await attempt(`GET ${CONTACT_ENDPOINT}`, async () => {
      const response = await get(CONTACT_ENDPOINT);
      return response.status === 405
        ? pass('contact function: 405 to GET')
        : fail('contact function', `GET answered ${response.status}, expected 405`);
    })),
  );
  return results;
}

export async function main(
  args: string[],
  print: (text: string) => void = console.log,
): Promise<number> {
  const target = args.find((arg) => !arg.startsWith('-'));
  let url: URL;
  try {
    url = new URL(target ?? '');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http');
  } catch {
    print(
      'Usage: npm run smoke -- <url of the site>, for example npm run smoke -- https://www.agency.pk',
    );
    return 2;
  }
  let results: CheckResult[];
  try {
    results = await runSmoke(url.origin);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
    print(`Cannot reach ${url.origin}: ${reason}.`);
    return 1;
  }
  for (const result of results)
    print(result.ok ? `ok    ${result.name}` : `FAIL  ${result.name}: ${result.detail}`);
  const failed = results.filter((result) => !result.ok).length;
  print(
    failed
      ? `\nSmoke test of ${url.origin} failed: ${failed} of ${results.length} checks.`
      : `\nSmoke test of ${url.origin} passed: ${results.length} checks.`,
  );
  return failed ? 1 : 0;
}
