/**
 * The site's speculation rules: where the engine supports them, the next page is fetched as soon
 * as the visitor shows intent, a pointer down on a link or a hover that lasts (`moderate`), and
 * the document navigation rarely waits. The page's script inserts them once it runs (after the
 * first paint, so no page's first response carries them), and the Content-Security-Policy allows
 * their text by its hash (scripts/build/csp-hashes.ts). Engines without them navigate as usual.
 *
 * Only the site's own pages: not the editor, the function, or anything with a file extension
 * (the feeds, images, the manifest).
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
