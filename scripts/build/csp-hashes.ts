import { speculationRules } from '../../src/lib/speculation-rules';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ADMIN_DIR } from '../cms/admin-dir';
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
 * Every page of the visitors' site under a built site's folder (its .html files, the content
 * editor's folder aside), by its path relative to that folder.
 */
export function builtPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(distDir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      const file = relative(distDir, join(entry.parentPath, entry.name));
      if (file.split(sep)[0] === ADMIN_DIR) continue;
      pages.set(file, readFileSync(join(distDir, file), 'utf8'));
    }
  }
  return pages;
}

/** Every .html file under a built site's folder. */
export function htmlPages(distDir: string): string[] {
  return [...builtPages(distDir).values()];
}

/** The sources of a policy's directive, e.g. script-src. */
export function directiveSources(policy: string, name: string): string[] {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1) ?? [];
}

/** What a built site's pages need added to the policy (the security-headers plugin calls it). */
export function inlineContentAdditions(distDir: string): CspAdditions {
  const pages = htmlPages(distDir);
  if (pages.some((html) => inlineContent(html).styleAttributes > 0)) {
    throw new Error('A built page has a style attribute, which the policy cannot allow by hash.');
  }
  const hashes = cspHashes(pages);
  return {
    // And the speculation rules the page's script inserts (src/lib/speculation-rules.ts).
    'script-src': [...hashes.scriptSrc, cspHash(speculationRules())].sort(),
    'style-src': hashes.styleSrc,
  };
}
