// Refreshes the domain checker's RDAP server table from IANA's bootstrap registry for domain
// names (RFC 9224, https://data.iana.org/rdap/dns.json). Needs internet access:
//   npm run rdap:update                   fetch IANA's file and rewrite the snapshot
//   npm run rdap:update -- --from dns.json   build the snapshot from a local copy
// The snapshot feeds the lookups (each suffix's own server) and the build-time
// Content-Security-Policy (connect-src lists exactly its servers), so commit it and rebuild.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const IANA_DNS_BOOTSTRAP_URL = 'https://data.iana.org/rdap/dns.json';
export const snapshotPath = fileURLToPath(
  new URL('../../src/features/domain-check/rdap-bootstrap.json', import.meta.url),
);

/** `servers`: each RDAP base URL (ending with a slash) with the suffixes it serves, space-separated. */
export interface Snapshot {
  publication: string;
  source: string;
  servers: Record<string, string>;
}

/**
 * IANA's file in the compact form the checker loads: one HTTPS base URL per service (a page
 * served over HTTPS may not call an http:// server, so services with none are left out), suffixes
 * lowercased, servers and suffixes sorted so that a refresh shows a readable diff.
 * `dns` is the parsed dns.json.
 */
export function compactBootstrap(dns: unknown): Snapshot {
  const file = (dns ?? {}) as { publication?: unknown; services?: unknown };
  if (typeof file.publication !== 'string' || !Array.isArray(file.services)) {
    throw new Error('Not an RDAP bootstrap file: "publication" or "services" is missing.');
  }
  const byServer = new Map<string, Set<string>>();
  for (const service of file.services) {
    if (!Array.isArray(service) || !Array.isArray(service[0]) || !Array.isArray(service[1])) {
      throw new Error(`Malformed service entry: ${JSON.stringify(service)}`);
    }
    const [suffixes, urls] = service as [unknown[], unknown[]];
    const https = urls.find((url) => typeof url === 'string' && url.startsWith('https://'));
    if (typeof https !== 'string') continue;
    const base = new URL(https).href.replace(/\/?$/, '/');
    const set = byServer.get(base) ?? new Set<string>();
    for (const suffix of suffixes) {
      if (typeof suffix !== 'string' || !/^[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(suffix)) {
        throw new Error(`Malformed suffix ${JSON.stringify(suffix)} for ${base}`);
      }
      set.add(suffix.toLowerCase());
    }
    byServer.set(base, set);
  }
  const servers = Object.fromEntries(
    [...byServer.keys()].sort().map((base) => [base, [...byServer.get(base)!].sort().join(' ')]),
  );
  return { publication: file.publication, source: IANA_DNS_BOOTSTRAP_URL, servers };
}

/** The snapshot as written to the repository (Prettier's JSON layout). */
export function snapshotText(snapshot: Snapshot): string {
  return `${JSON.stringify(snapshot, null, 2)}\n`;
}

export async function main(args: string[]): Promise<number> {
  try {
    await update(args);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

async function update(args: string[]): Promise<void> {
  const fromIndex = args.indexOf('--from');
  const from = fromIndex >= 0 ? args[fromIndex + 1] : undefined;
  let text: string;
  if (from) {
    text = await readFile(from, 'utf8');
  } else {
    const response = await fetch(IANA_DNS_BOOTSTRAP_URL, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`${IANA_DNS_BOOTSTRAP_URL} answered ${response.status}`);
    text = await response.text();
  }
  const snapshot = compactBootstrap(JSON.parse(text));
  await writeFile(snapshotPath, snapshotText(snapshot));
  const suffixes = Object.values(snapshot.servers).reduce((n, s) => n + s.split(' ').length, 0);
  console.log(
    `RDAP table of ${snapshot.publication}: ${suffixes} suffixes, ${Object.keys(snapshot.servers).length} servers -> ${snapshotPath}`,
  );
}
