/**
 * The suffix -> RDAP server table and its longest-suffix match (RFC 9224 section 4: the entry
 * with the most labels that ends the name wins). Pure, so it is tested on small fixtures.
 */

/** Suffix (lowercase, no leading dot) -> RDAP base URL ending with a slash. */
export type RdapTable = ReadonlyMap<string, string>;

/**
 * Builds the table from the compact bootstrap snapshot (`servers`: base URL -> space-separated
 * suffixes) and the endpoints that must win for their suffixes whatever the snapshot says.
 */
export function buildRdapTable(
  servers: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string>> = {},
): RdapTable {
  const table = new Map<string, string>();
  for (const [base, suffixes] of Object.entries(servers)) {
    for (const suffix of suffixes.split(' ')) if (suffix) table.set(suffix, base);
  }
  for (const [suffix, base] of Object.entries(overrides)) table.set(suffix, base);
  return table;
}

/**
 * The RDAP base for a domain: the longest suffix of it (fewer labels than the name itself) that
 * the table knows, or undefined when no registry in the table serves it.
 */
export function rdapBaseFor(domain: string, table: RdapTable): string | undefined {
  const labels = domain.toLowerCase().split('.');
  for (let start = 1; start < labels.length; start++) {
    const base = table.get(labels.slice(start).join('.'));
    if (base !== undefined) return base;
  }
  return undefined;
}
