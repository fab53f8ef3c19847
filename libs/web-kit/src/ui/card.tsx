import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Renders a <section> labelled by its heading when a title is given, else a <div>. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  actions?: ReactNode;
}

export function Card({ title, headingLevel = 2, actions, className = '', children, ...rest }: CardProps) {
  const headingId = useId();
  const classes = `rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`;
  if (title === undefined) {
    return (
      <div className={classes} {...rest}>
        {children}
      </div>
    );
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={classes} aria-labelledby={headingId} {...rest}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
