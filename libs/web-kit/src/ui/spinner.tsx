import { useTranslation } from 'react-i18next';

export interface SpinnerProps {
  /** Screen-reader text; defaults to the translated "Loading…". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-4', lg: 'h-12 w-12 border-4' } as const;

export function Spinner({ label, size = 'md', className = '' }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={`inline-flex items-center justify-center ${className}`}>
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-teal-600 border-t-transparent motion-reduce:animate-none`}
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/**
 * A centred spinner filling a page area (route loading, session loading). Marked `data-page-loading`: while one is
 * on the page the shell keeps its footer out, so the footer does not jump down when the screen arrives (CLS).
 */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div data-page-loading="" className="flex min-h-[40vh] items-center justify-center p-8">
      <Spinner size="lg" label={label} />
    </div>
  );
}
