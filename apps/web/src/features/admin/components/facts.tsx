import type { ReactNode } from 'react';

/** A two-column list of labelled facts; an empty value shows the "not set" text. */
export function Facts({ items, none }: { items: [label: string, value: ReactNode][]; none: string }) {
  return (
    <dl className="admin-facts">
      {items.map(([label, value]) => (
        <div key={label} className="admin-facts__row">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? <span className="admin-muted">{none}</span> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
