/** Values for a document's `{name}` placeholders: facts the page reads from the code. */
export type LegalFacts = Readonly<Record<string, string>>;

/** Fills `{name}` placeholders; a placeholder without a value is a bug, never shown as is. */
export function fillPlaceholders(text: string, facts: LegalFacts, title: string): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`${title}: no value for the placeholder {${name}}.`);
    return value;
  });
}
