/** A section's h2 with an optional eyebrow line above and a lead paragraph below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'center' | 'start';
}) {
  return (
    <div
      className={align === 'start' ? 'section-heading text-start' : 'section-heading text-center'}
    >
      {eyebrow && <p className="section-eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {lead && <p className="section-lead">{lead}</p>}
    </div>
  );
}
