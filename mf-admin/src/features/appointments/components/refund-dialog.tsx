import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@vetnow/contracts/appointment';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { validationMessage } from '@vetnow/web-kit/i18n';
import { applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { TextAreaField } from '@vetnow/web-kit/ui/text-area-field';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { ADMIN_APPOINTMENTS_NS } from '../i18n/admin-appointments-i18n';
import { failureDetail, refundFormSchema, refundRequestOf, refundValidationKey } from './refund-form';
import { formatRefundAmount, refundFigures, refundFiguresOf, toCents } from './refund-rules';

/**
 * A paid card payment to refund when it is not read from an appointment (the Payments page's row): the appointment
 * it belongs to, what the card paid and what is refunded of it so far (LKR), and the dialog's description.
 */
export interface RefundSubject {
  appointmentId: string;
  paid: number;
  refunded: number;
  description: string;
}

export type RefundDialogProps = (
  | {
      /** A paid card appointment with something left to refund (canRefund). */
      appointment: Appointment;
      subject?: never;
    }
  | { subject: RefundSubject; appointment?: never }
) & {
  onClose: () => void;
  /** After the server answered (refunded, requested or failed); the list is read again (the invalidation map). */
  onDone: () => void;
};

/** The typed amount when it is one (for the submit button's label), else undefined. */
function typedAmount(value: unknown): number | undefined {
  const n =
    typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : typeof value === 'number'
        ? value
        : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/**
 * The admin's Refund (issue 35 §4): what the card paid and what is refunded already, the amount (everything left
 * unless lowered: a partial refund) and a required reason → POST /payments/refunds → a toast of the answer's state.
 * A refusal is shown in the dialog, the typed values kept; a refund larger than what is left goes to the amount.
 * Opened on an appointment (the Appointments tab) or on a payment's `subject` (the Payments tab).
 */
export function RefundDialog({ appointment, subject, onClose, onDone }: RefundDialogProps) {
  const { t } = useTranslation(ADMIN_APPOINTMENTS_NS);
  const { paid, refunded, left } = subject ? refundFiguresOf(subject.paid, subject.refunded) : refundFigures(appointment);
  const appointmentId = subject ? subject.appointmentId : appointment._id;
  const description = subject
    ? subject.description
    : t('refund.intro', { pet: appointment.pet.name, owner: appointment.user.fullName });
  const form = useZodForm(refundFormSchema(left), { defaultValues: { amount: left.toFixed(2), reason: '' } });
  const refund = useApiMutation(API.payments.refund);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { isSubmitting: busy, errors } = form.formState;
  const amount = typedAmount(useWatch({ control: form.control, name: 'amount' }));
  const everything = amount !== undefined && toCents(amount) === toCents(left);
  const money = (value: number) => formatRefundAmount(value);
  /** A field's message in the current language: the refund texts by their key here, any other as the kit translates it. */
  const fieldText = (message: string | undefined) => {
    if (!message) return undefined;
    const key = refundValidationKey(message);
    return key ? t(key, { amount: money(left) }) : validationMessage(message);
  };

  const submit = form.handleSubmit(async (data) => {
    setRefusal(null);
    try {
      const answer = await refund.mutateAsync({ body: refundRequestOf(appointmentId, data, left) });
      if (answer.state === 'refunded')
        notify.success(t('refund.result.refunded', { amount: money(data.amount) }));
      else if (answer.state === 'requested') notify.message(t('refund.result.requested'));
      else notify.error(t('refund.result.failed', { detail: failureDetail(answer.message) }));
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error, { PAYMENT_REFUND_TOO_LARGE: 'amount' }))
        setRefusal(errorText(error, t('refund.failed')));
    }
  });

  return (
    <FormModal
      title={t('refund.title')}
      description={description}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      busy={busy}
      submitLabel={
        amount === undefined ? t('refund.submitPlain') : t('refund.submit', { amount: money(amount) })
      }
      cancelLabel={t('refund.cancel')}
      formClassName="flex flex-col gap-4"
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-600">{t('refund.paid')}</dt>
        <dd className="font-medium text-slate-900">{money(paid)}</dd>
        {refunded > 0 && (
          <>
            <dt className="text-slate-600">{t('refund.alreadyRefunded')}</dt>
            <dd className="font-medium text-slate-900">{money(refunded)}</dd>
          </>
        )}
        <dt className="text-slate-600">{t('refund.left')}</dt>
        <dd className="font-semibold text-slate-900">{money(left)}</dd>
      </dl>
      {refusal && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <TextField
          {...form.register('amount')}
          label={t('refund.amount')}
          hint={
            everything
              ? t('refund.amountHintEverything', { amount: money(left) })
              : t('refund.amountHintPartial', { amount: money(left) })
          }
          error={fieldText(errors.amount?.message)}
          type="number"
          inputMode="decimal"
          min={0.01}
          max={left}
          step={0.01}
          required
        />
        {!everything && (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() =>
              form.setValue('amount', left.toFixed(2), { shouldValidate: form.formState.isSubmitted })
            }
          >
            {t('refund.everything', { amount: money(left) })}
          </Button>
        )}
      </div>
      <TextAreaField
        {...form.register('reason')}
        label={t('refund.reason')}
        hint={t('refund.reasonHint')}
        error={fieldText(errors.reason?.message)}
        maxLength={300}
        required
      />
    </FormModal>
  );
}
