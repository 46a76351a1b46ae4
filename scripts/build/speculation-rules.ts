/**
 * The site's speculation rules, served as a file that every page names in its
 * `Speculation-Rules` header (scripts/build/security-headers.ts), so no page carries them: where
 * the engine supports them, the next page is fetched as soon as the visitor shows intent, a
 * pointer down on a link or a hover that lasts (`moderate`), and the document navigation rarely
 * waits. Engines without them navigate as usual.
 */

/** Where the build writes the rules (netlify.toml serves it with its media type). */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * Prefetch the site's own pages: not the editor, the function, or anything with a file
 * extension (the feeds, images, the manifest).
 */
export function speculationRules(
  excluded: readonly string[] = ['/admin/*', '/.netlify/*', '/*.*'],
): string {
  return JSON.stringify({
    prefetch: [
      {
        where: {
          and: [
            { href_matches: '/*' },
            ...excluded.map((pattern) => ({ not: { href_matches: pattern } })),
          ],
        },
        eagerness: 'moderate',
      },
    ],
  });
}
