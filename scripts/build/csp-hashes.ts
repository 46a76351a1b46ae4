import { speculationRules } from '../../src/lib/speculation-rules';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CspAdditions } from './security-headers';

/**
 * The Content-Security-Policy allows no inline code ('unsafe-inline'): whatever a page inlines
 * (a small head script, critical CSS) is allowed by the SHA-256 hash of its exact content. This
 * module finds that content in built pages and gives the sources to add to script-src and
 * style-src.
 */
export interface CspHashes {
  scriptSrc: string[];
  styleSrc: string[];
}

/** Script types a browser executes (JSON-LD and other data blocks are not executed). */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  // Speculation rules are held to script-src too.
  'speculationrules',
]);

/** A CSP hash source for some inline content, e.g. `'sha256-…'`. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The executable inline scripts, `<style>` blocks and `style` attributes of one HTML page. */
export function inlineContent(html: string): {
  scripts: string[];
  styles: string[];
  styleAttributes: number;
} {
  const scripts: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\ssrc=/i.test(attrs)) continue;
    const type = attrs.match(/\stype=["']?([^"'\s>]*)/i)?.[1]?.toLowerCase() ?? '';
    if (executableTypes.has(type)) scripts.push(body);
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    ([, body = '']) => body,
  );
  // Attributes cannot be allowed by hash without 'unsafe-hashes': they must not exist.
  const styleAttributes = [...html.matchAll(/<[a-z][^>]*\sstyle=/gi)].length;
  return { scripts, styles, styleAttributes };
}

/** The hash sources every page needs, deduplicated and sorted (stable in a header). */
export function cspHashes(pages: readonly string[]): CspHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const html of pages) {
    const found = inlineContent(html);
    for (const script of found.scripts) scripts.add(cspHash(script));
    for (const style of found.styles) styles.add(cspHash(style));
  }
  return { scriptSrc: [...scripts].sort(), styleSrc: [...styles].sort() };
}

/**
 * The pages of a built site: the files the prerenderer wrote (`files`, relative to the site's
 * folder), with their HTML. Only those are pages: any other .html file under the folder (an
 * upload, the content editor's) is no page, and its inline scripts are never allowed.
 */
export function builtPages(distDir: string, files: readonly string[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of [...files].sort()) pages.set(file, readFileSync(join(distDir, file), 'utf8'));
  return pages;
}

/** The sources of a policy's directive, e.g. script-src. */
export function directiveSources(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1) ?? [];
}

/**
 * Where a directive that a policy leaves out takes its sources from (CSP Level 3, "Get the
 * effective directive" and its fallback lists): the first of these the policy names. Directives
 * not listed here (base-uri, form-action, frame-ancestors, sandbox) have no fallback.
 */
export const cspFallbacks: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['default-src'],
  'script-src-elem': ['script-src', 'default-src'],
  'script-src-attr': ['script-src', 'default-src'],
  'style-src': ['default-src'],
  'style-src-elem': ['style-src', 'default-src'],
  'style-src-attr': ['style-src', 'default-src'],
  'img-src': ['default-src'],
  'font-src': ['default-src'],
  'media-src': ['default-src'],
  'connect-src': ['default-src'],
  'manifest-src': ['default-src'],
  'object-src': ['default-src'],
  'child-src': ['default-src'],
  'frame-src': ['child-src', 'default-src'],
  'worker-src': ['child-src', 'script-src', 'default-src'],
};

/**
 * The sources a policy applies for a directive: its own, or those of the first directive of its
 * fallback list that the policy names; null when none applies (no restriction).
 */
export function effectiveSources(policy: string, name: string): string[] | null {
  const named = new Set(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/)[0])
      .filter(Boolean),
  );
  const source = [name, ...(cspFallbacks[name] ?? [])].find((directive) => named.has(directive));
  return source === undefined ? null : directiveSources(policy, source);
}

/** What a built site's pages need added to the policy (the security-headers plugin calls it). */
export function inlineContentAdditions(pages: ReadonlyMap<string, string>): CspAdditions {
  const htmls = [...pages.values()];
  if (htmls.some((html) => inlineContent(html).styleAttributes > 0)) {
    throw new Error('A built page has a style attribute, which the policy cannot allow by hash.');
  }
  const hashes = cspHashes(htmls);
  return {
    // And the speculation rules the page's script inserts (src/lib/speculation-rules.ts).
    'script-src': [...hashes.scriptSrc, cspHash(speculationRules())].sort(),
    'style-src': hashes.styleSrc,
  };
}
