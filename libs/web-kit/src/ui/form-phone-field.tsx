import type { ComponentProps } from 'react';
import { FormTextField } from '@vetnow/web-kit/forms';
import type { FieldValues } from 'react-hook-form';

export type FormPhoneFieldProps<V extends FieldValues> = Omit<ComponentProps<typeof FormTextField<V>>, 'type' | 'inputMode'>;

/**
 * A phone number bound to a form (the spec's Sri Lankan numbers, accepted as written): the phone keypad, and no
 * autofill unless the caller asks for it — the desk types other people's numbers, not its own.
 */
export function FormPhoneField<V extends FieldValues>({ autoComplete = 'off', ...props }: FormPhoneFieldProps<V>) {
  return <FormTextField<V> type="tel" inputMode="tel" autoComplete={autoComplete} {...props} />;
}
