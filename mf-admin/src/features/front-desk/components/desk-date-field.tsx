import { TextField } from '@vetnow/web-kit/ui/text-field';

export interface DeskDateFieldProps {
  label: string;
  value: string;
  /** The message while the field does not hold a whole date (the list under it waits for one). */
  invalidText: string;
  valid: boolean;
  onChange: (date: string) => void;
}

/** The day a desk list is for (the day sheet, the waitlist): a required date field, its message when invalid. */
export function DeskDateField({ label, value, invalidText, valid, onChange }: DeskDateFieldProps) {
  return <TextField type="date" label={label} value={value} required error={valid ? undefined : invalidText} onChange={(event) => onChange(event.target.value)} />;
}
