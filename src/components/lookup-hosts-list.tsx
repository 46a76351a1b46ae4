/** A host the domain checker contacts, named in the privacy policy with what it is. */
export interface NamedHost {
  readonly host: string;
  readonly role: string;
}

/**
 * The domain checker's lookup hosts in the privacy policy: the named ones, a sentence for the
 * rest of the registries, and every host in a collapsible list.
 */
export function LookupHostsList({
  named,
  others,
  allSummary,
  all,
}: {
  named: readonly NamedHost[];
  /** What the hosts not named are (the registries of the other suffixes), if there are any. */
  others: string | null;
  allSummary: string;
  all: readonly string[];
}) {
  return (
    <>
      <ul className="legal-hosts">
        {named.map(({ host, role }) => (
          <li key={host}>
            <code>{host}</code>: {role}
          </li>
        ))}
        {others && <li>{others}</li>}
      </ul>
      <details className="legal-host-details">
        <summary>{allSummary}</summary>
        <ul className="legal-host-list">
          {all.map((host) => (
            <li key={host}>
              <code>{host}</code>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
