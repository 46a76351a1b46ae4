// Points a copy of a build at another origin: every URL of the origin the build was made with
// becomes the same URL on the audited origin, so the audit measures canonical links, Open Graph
// URLs, structured data, the sitemap and robots.txt as a deploy on that origin has them, without
// building again. `retargetBuild` rewrites a copy in place; the functions it uses are pure.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFileFor } from '../../src/lib/route-paths.js';

/** An origin as text: scheme and host (and port), no path, no trailing slash. */
export function originText(value: string): string {
  const text = value.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`Not an origin: "${value}"`);
  }
  if (
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    /[/?#@]/.test(text.slice(text.indexOf('//') + 2))
  )
    throw new Error(`Not an origin (http or https, host and port only): "${value}"`);
  return text;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The ways a build writes an origin in text: as it is, with JSON's escaped slashes
 * (`https:\/\/host`) and percent-encoded (`https%3A%2F%2Fhost`, as in a share link's query).
 * `colon` and `at` are how a port's colon and a user-info's @ read in that form.
 */
const forms: readonly {
  write: (origin: string) => string;
  colon: string;
  at: string;
}[] = [
  { write: (origin) => origin, colon: ':', at: '@' },
  { write: (origin) => origin.replaceAll('/', '\\/'), colon: ':', at: '@' },
  { write: (origin) => encodeURIComponent(origin), colon: '%3A', at: '%40' },
];

/**
 * Replaces every occurrence of the origin `from` with `to`, in each form a build writes it. An
 * occurrence counts only where the host ends: `https://example.com` is not rewritten inside
 * `https://example.com.evil.net`, `https://example.com-cdn.net`, `https://example.com:8443`
 * (another origin) or `https://example.com@evil.net` (a user name before another host), nor
 * after a letter or digit (`xhttps://...`); after a hyphen it is (Workbox's cache names,
 * `workbox-precache-v2-https://example.com/`). Hosts and schemes match in any letter case.
 */
export function retargetOrigin(text: string, from: string, to: string): string {
  const source = originText(from);
  const target = originText(to);
  let result = text;
  for (const form of forms) {
    const written = form.write(source);
    // Percent-encoded forms may use either letter case in their escapes (%2f or %2F).
    const pattern = new RegExp(
      `(?<![A-Za-z0-9])${escapeRegExp(written)}` +
        `(?![A-Za-z0-9_~-]|\\.[A-Za-z0-9-]|${escapeRegExp(form.colon)}[0-9]|${escapeRegExp(form.at)})`,
      'gi',
    );
    const replacement = form.write(target);
    result = result.replace(pattern, () => replacement);
  }
  return result;
}

/** Files never rewritten, whatever their bytes: images, fonts, archives, WebAssembly. */
const binaryExtensions =
  /\.(png|jpe?g|gif|webp|avif|ico|bmp|tiff?|woff2?|ttf|otf|eot|wasm|gz|br|zip|pdf|mp[34]|webm|ogg)$/i;

/** Text is valid UTF-8 without NUL bytes; anything else (images, compressed files) is not. */
function textOf(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * A file of the build pointed at `to`: its new bytes, or undefined when it is left as it is
 * (binary by its name or its bytes, or naming no URL of `from`).
 */
export function retargetFile(
  name: string,
  bytes: Uint8Array,
  from: string,
  to: string,
): Uint8Array | undefined {
  if (binaryExtensions.test(name)) return undefined;
  const text = textOf(bytes);
  if (text === undefined) return undefined;
  const rewritten = retargetOrigin(text, from, to);
  return rewritten === text ? undefined : new TextEncoder().encode(rewritten);
}

/**
 * The origin of a page's canonical link (`<link rel="canonical" href="...">`), as the page
 * writes it, or undefined when it has none.
 */
export function canonicalOrigin(html: string): string | undefined {
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    if (!/\brel=["']?canonical["'\s>/]/i.test(tag)) continue;
    const href = /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    const origin = href && /^https?:\/\/[^/?#"'\s]+/i.exec(href)?.[0];
    return origin || undefined;
  }
  return undefined;
}

/**
 * Points the copy of a build in `site` at `origin` (the copy, never dist/ itself): every text file's URLs of the origin the
 * build was made with become URLs of `origin` (images and other binary files are left alone).
 * The build's origin is read from what the build wrote, the home page's canonical link, rather
 * than worked out again from the variables and files the build read (VITE_SITE_ORIGIN, Netlify's
 * URL or DEPLOY_PRIME_URL, .env files, the sample origin): whatever decided it, that link names it.
 */
export function retargetBuild(site: string, origin: string, paths: readonly string[]): void {
  const built = canonicalOrigin(readFileSync(join(site, 'index.html'), 'utf8'));
  if (!built)
    throw new Error("The build's index.html has no canonical link: cannot tell its origin.");
  for (const entry of readdirSync(site, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const rewritten = retargetFile(entry.name, readFileSync(file), built, origin);
    if (rewritten) writeFileSync(file, rewritten);
  }
  for (const path of paths) {
    const page = join(site, pageFileFor(path));
    const canonical = canonicalOrigin(readFileSync(page, 'utf8'));
    if (canonical !== origin)
      throw new Error(
        `The copy of ${path} names ${canonical ?? 'no origin'} in its canonical link, not the audited origin ${origin}: the build's origin ${built} was not replaced.`,
      );
  }
}
