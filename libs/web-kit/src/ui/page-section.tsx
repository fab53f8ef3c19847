import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  /** The line under the title. */
  subtitle?: ReactNode;
  /** The section's width and padding (a page may be wider or narrower than the default). */
  className?: string;
  children?: ReactNode;
}

/** A page of the apps: a section labelled by its h1, the subtitle under it, then the page's content. */
export function PageSection({
  titleId,
  title,
  subtitle,
  className = 'mx-auto w-full max-w-5xl px-4 py-6 sm:py-8',
  children,
}: PageSectionProps) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h1 id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {subtitle !== undefined && <p className="mt-1 text-slate-600">{subtitle}</p>}
      {children}
    </section>
  );
}
