/** A plain bulleted list of texts (a generated block of a legal page). */
export function PlainList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
