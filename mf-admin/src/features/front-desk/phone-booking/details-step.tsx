import { DESK_PAYMENT_CHOICES } from '@vetnow/contracts/callers';
import { FormTextAreaField, fieldError } from '@vetnow/web-kit/forms';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import type { DeskBookForm } from './booking-form-values';

/** Step 4: the reason for the visit (required) and how the owner pays — at the clinic, or by a link sent by SMS. */
export function DetailsStep({ form }: { form: DeskBookForm }) {
  const { t } = useTranslation(CALLERS_NS);
  const headingId = useId();
  const errorId = useId();
  const { errors } = useFormState({ control: form.control, name: 'payment' });
  const paymentError = fieldError(errors, 'payment');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('steps.details')}
      </h2>
      <FormTextAreaField form={form} name="reason" label={t('details.reason')} required rows={2} />
      <fieldset className="flex flex-col gap-2" aria-describedby={paymentError ? errorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('details.payment')}</legend>
        {DESK_PAYMENT_CHOICES.map((choice) => (
          <label
            key={choice}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-900 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
          >
            <input type="radio" value={choice} {...form.register('payment')} className="mt-0.5 h-4 w-4 shrink-0 accent-teal-700" />
            <span>
              {t(`details.${choice}`)}
              {choice === 'link' && <span className="block text-xs text-slate-600">{t('details.linkHint')}</span>}
            </span>
          </label>
        ))}
        {paymentError && (
          <p id={errorId} className="text-sm text-red-700">
            {paymentError}
          </p>
        )}
      </fieldset>
    </section>
  );
}
