import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** e.g. a "Book Appointment" link or button. */
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

export function EmptyState({ title, description, action, icon, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
      {icon && (
        <div aria-hidden="true" className="text-4xl">
          {icon}
        </div>
      )}
      <Heading className="text-base font-semibold text-slate-900">{title}</Heading>
      {description && <p className="max-w-prose text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
