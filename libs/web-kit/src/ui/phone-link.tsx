import { formatPhoneNational, phoneHref } from '@vetnow/domain/phone';

export interface PhoneLinkProps {
  /** A stored contact number: E.164 (`+94771234567`), or older free text. */
  value: string;
  className?: string;
  /** Text before the number inside the link (e.g. "Call "). */
  prefix?: string;
}

/**
 * A contact number as people read it — national format (`077 123 4567`) linked as `tel:+94771234567`. A value
 * stored before numbers were checked is shown as it is, linked only when it has digits to dial.
 */
export function PhoneLink({ value, className = 'text-teal-800 underline', prefix = '' }: PhoneLinkProps) {
  const shown = formatPhoneNational(value);
  const href = phoneHref(value);
  if (!href) return <span>{`${prefix}${shown}`}</span>;
  return (
    <a href={href} className={className}>
      {`${prefix}${shown}`}
    </a>
  );
}
