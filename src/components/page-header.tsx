import type { ReactNode } from 'react';

/** The top band of an inner page: its one h1 and a lead paragraph. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-header">
      <div className="container">
        <h1>{title}</h1>
        {lead && <p className="lead mb-0">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
