import type { Plugin } from 'vite';
import { lookupHostFacts } from '../../src/pages/legal/lookup-hosts';

export const virtualId = 'virtual:lookup-hosts';
const resolvedId = `\0${virtualId}`;

/**
 * `import hosts from 'virtual:lookup-hosts'` gives the domain checker's lookup hosts as the
 * privacy policy names them, computed at build from the checker's tables: the page then ships
 * the list (about 2 KB compressed) rather than the registry table it is read from (about 8 KB).
 */
export function lookupHostsModule(): Plugin {
  return {
    name: 'agency:lookup-hosts',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId ? `export default ${JSON.stringify(lookupHostFacts())};` : undefined,
  };
}
