/** A host the domain checker contacts, named in the privacy policy with what it is. */
export interface NamedHost {
  readonly host: string;
  readonly role: string;
}

/**
 * The domain checker's lookup hosts in the privacy policy: the named ones, a sentence for the
 * rest of the registries, and a link to the list of every host (plain text, one per line).
 */
export function LookupHostsList({
  named,
  others,
  allSummary,
  allHref,
}: {
  named: readonly NamedHost[];
  /** What the hosts not named are (the registries of the other suffixes), if there are any. */
  others: string | null;
  allSummary: string;
  /** Where the list of every host is. */
  allHref: string;
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
      <p className="legal-host-all">
        <a href={allHref} type="text/plain">
          {allSummary}
        </a>
      </p>
    </>
  );
}
