import { Button } from '@vetnow/web-kit/ui/button';

export interface LoadFailedProps {
  /** What could not be loaded, in the screen's own words. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** Extra classes on the alert (spacing). */
  className?: string;
}

/** A read that failed, as the screens show it: an alert with the screen's text and a Retry button. */
export function LoadFailed({ message, retryLabel, onRetry, className = '' }: LoadFailedProps) {
  return (
    <div
      role="alert"
      className={`${className} rounded-xl border border-red-200 bg-red-50 p-4 text-red-900`.trim()}
    >
      <p>{message}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
