import type { Plugin } from 'vite';
import {
  LOOKUP_HOSTS_FILE,
  lookupHostFacts,
  lookupHostsText,
} from '../../src/pages/legal/lookup-hosts';

export const virtualId = 'virtual:lookup-hosts';
const resolvedId = `\0${virtualId}`;

/**
 * `import hosts from 'virtual:lookup-hosts'` gives the domain checker's lookup hosts as the
 * privacy policy names them, computed at build from the checker's tables: the page then ships
 * the named hosts rather than the registry table they are read from (about 8 KB). The client
 * build also writes every host to LOOKUP_HOSTS_FILE, which the policy links to.
 */
export function lookupHostsModule(): Plugin {
  let ssr = false;
  return {
    name: 'agency:lookup-hosts',
    configResolved: (config) => {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: LOOKUP_HOSTS_FILE.slice(1),
        source: lookupHostsText(lookupHostFacts().all),
      });
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    load: (id) =>
      id === resolvedId ? `export default ${JSON.stringify(lookupHostFacts())};` : undefined,
  };
}
