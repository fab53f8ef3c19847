import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '@vetnow/web-kit/ui/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Busy state: disables the button and shows a spinner (the label stays readable). */
  busy?: boolean;
  fullWidth?: boolean;
}

export const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 disabled:bg-teal-700/60',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400',
};

export const BUTTON_BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:cursor-not-allowed';

export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className = '',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${fullWidth ? 'w-full' : ''} ${className}`}
      {...rest}
    >
      {busy && <Spinner size="sm" label="" className="[&>span:first-child]:border-current" />}
      {children}
    </button>
  );
}

/**
 * A row's action in a list or table: a compact button (`min-h-9`, secondary unless `variant` says otherwise), so a
 * row with several actions stays one line high.
 */
export function RowButton({ variant = 'secondary', className, ...props }: ButtonProps) {
  return <Button variant={variant} className={className ? `min-h-9 px-3 ${className}` : 'min-h-9 px-3'} {...props} />;
}
