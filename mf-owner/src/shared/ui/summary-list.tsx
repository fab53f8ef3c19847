import type { ReactNode } from 'react';

/** A definition list of label/value rows (confirm step, payment side summary, confirmation). */
export function SummaryList({ rows, className = '' }: { rows: ReadonlyArray<readonly [string, ReactNode]>; className?: string }) {
  return (
    <dl className={`grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr] ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
