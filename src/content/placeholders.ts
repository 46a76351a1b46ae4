/** Texts in data files may name a computed value in braces ("{years}"); the site fills it in. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : whole,
  );
}

/** The names in braces anywhere in a data file that are not among `known`. */
export function unknownPlaceholders(value: unknown, known: readonly string[]): string[] {
  return [...(JSON.stringify(value) ?? '').matchAll(/\{(\w+)\}/g)]
    .map((match) => match[1]!)
    .filter((name) => !known.includes(name));
}
