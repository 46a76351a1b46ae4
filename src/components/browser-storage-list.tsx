/** One thing the website keeps in the visitor's browser, as the legal pages describe it. */
export interface BrowserStorageEntry {
  /** The name as the browser's site-data settings and developer tools show it. */
  readonly name: string;
  /** Where it is kept: local storage, Cache Storage or IndexedDB (and in what). */
  readonly store: string;
  readonly holds: string;
  readonly why: string;
  readonly kept: string;
  readonly clear: string;
}

export interface BrowserStorageLabels {
  readonly holds: string;
  readonly why: string;
  readonly kept: string;
  readonly clear: string;
}

/** The browser-storage block of the privacy and cookies policies, one entry per name. */
export function BrowserStorageList({
  entries,
  labels,
}: {
  entries: readonly BrowserStorageEntry[];
  labels: BrowserStorageLabels;
}) {
  return (
    <ul className="legal-facts list-unstyled">
      {entries.map((entry) => (
        <li key={entry.name} className="legal-fact">
          <h3 className="h6 mb-1">
            <code>{entry.name}</code> <span className="legal-fact-store">{entry.store}</span>
          </h3>
          <dl className="mb-0">
            <dt>{labels.holds}</dt>
            <dd>{entry.holds}</dd>
            <dt>{labels.why}</dt>
            <dd>{entry.why}</dd>
            <dt>{labels.kept}</dt>
            <dd>{entry.kept}</dd>
            <dt>{labels.clear}</dt>
            <dd>{entry.clear}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
