import { cashPaymentRequestSchema, type Appointment } from '@vetnow/contracts/appointment';
import { displayAppointmentId } from '@vetnow/domain/appointment-rules';
import { errorText } from '@vetnow/web-kit/errors';
import { applyServerErrors, FormTextField, useZodForm } from '@vetnow/web-kit/forms';
import { API } from '@vetnow/web-kit/api';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { FormModal } from '@vetnow/web-kit/ui/form-modal';
import { useTranslation } from 'react-i18next';

/** What the dialog reads of the visit: any view of it that carries the fee booked (an Appointment, the desk's row). */
export type CashPaymentVisit = Pick<Appointment, '_id' | 'appointmentId'> & {
  pet: Pick<Appointment['pet'], 'name'>;
  user: Pick<Appointment['user'], 'fullName'>;
  doctor: Pick<Appointment['doctor'], 'consultationFee'>;
};

export interface CashPaymentDialogProps {
  /** The i18n namespace whose `cashPayment.*` texts the dialog shows (the doctor's dashboard, the admin's list, the front desk). */
  namespace: string;
  appointment: CashPaymentVisit;
  onClose: () => void;
  /** After the server recorded the payment (the lists refresh through the invalidation map). */
  onPaid: () => void;
}

/**
 * Mark as paid (cash at the desk, issue 35; ADR 0050), for the doctor's dashboard, the admin's appointments list and the
 * front desk's day sheet:
 * the amount received in LKR (prefilled with the consultation fee) and the clinic's receipt number →
 * POST /appointments/:id/cash-payment → a toast; the lists refresh through the invalidation map and read Paid (cash).
 */
export function CashPaymentDialog({ namespace, appointment, onClose, onPaid }: CashPaymentDialogProps) {
  const { t } = useTranslation(namespace);
  const record = useApiMutation(API.booking.cashPayment);
  const form = useZodForm(cashPaymentRequestSchema, {
    defaultValues: { amount: String(appointment.doctor.consultationFee), receiptNumber: '' },
  });
  const { isSubmitting: busy } = form.formState;
  /** A field of the form with its texts: `cashPayment.<name>` labels it, `cashPayment.<name>Hint` explains it. */
  const field = (name: 'amount' | 'receiptNumber') => ({ form, name, label: t(`cashPayment.${name}`), hint: t(`cashPayment.${name}Hint`) });

  const submit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync({ params: { id: appointment._id }, body });
      notify.success(t('cashPayment.success', { reference: displayAppointmentId(appointment) }));
      onPaid();
    } catch (error) {
      if (!applyServerErrors(form, error)) notify.error(errorText(error, t('cashPayment.failed')));
    }
  });

  return (
    <FormModal
      title={t('cashPayment.title')}
      description={t('cashPayment.intro', { pet: appointment.pet.name, owner: appointment.user.fullName })}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      busy={busy}
      submitLabel={t('cashPayment.submit')}
      cancelLabel={t('cashPayment.cancel')}
      formClassName="flex flex-col gap-4"
    >
      <FormTextField
        {...field('amount')}
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        required
      />
      <FormTextField
        {...field('receiptNumber')}
        autoComplete="off"
        maxLength={40}
        required
      />
    </FormModal>
  );
}
