import type { CallerOwner } from '@vetnow/contracts/callers';
import { clinicTomorrow, isValidIsoDate } from '@vetnow/domain/clinic-time';
import { errorText } from '@vetnow/web-kit/errors';
import { FormSelectField, FormTextField, fieldError } from '@vetnow/web-kit/forms';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useEffect, useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { doctorOptions } from '../../../components/select-options';
import { CALLERS_NS } from '../i18n/callers-i18n';
import type { DeskBookForm } from './booking-form-values';
import { AlertNotice } from './notices';
import { SlotGrid } from './slot-grid';
import { useActiveDoctors, useDoctorSlots } from './use-callers';
import { WaitlistOffer } from './waitlist-offer';

export interface SlotStepProps {
  form: DeskBookForm;
  owner: CallerOwner;
}

/**
 * Step 3, the doctor and the time: an active doctor (GET /doctors), a date from tomorrow in clinic time, then that
 * doctor's slots of that date (GET /doctors/:id/slots). A new doctor or date clears the slot. When no slot is free,
 * the reason the clinic gives for a closed day is shown, and the caller can be put on the waitlist.
 */
export function SlotStep({ form, owner }: SlotStepProps) {
  const { t } = useTranslation(CALLERS_NS);
  const headingId = useId();
  const errorId = useId();
  const [doctorId, date, timeSlot] = useWatch({ control: form.control, name: ['doctorId', 'appointmentDate', 'timeSlot'] });
  const { errors } = useFormState({ control: form.control, name: 'timeSlot' });
  const slotError = fieldError(errors, 'timeSlot');
  const doctors = useActiveDoctors();
  const slots = useDoctorSlots(doctorId, date);
  const doctor = doctors.data?.find((d) => d._id === doctorId);
  const ready = doctor !== undefined && isValidIsoDate(date) && date >= clinicTomorrow();
  const free = (slots.data ?? []).filter((s) => !s.isBooked);
  const closedReason = (slots.data ?? []).find((s) => s.reason)?.reason;

  // A slot belongs to one doctor's day.
  useEffect(() => {
    form.setValue('timeSlot', '');
  }, [doctorId, date, form]);

  const choose = (time: string) => form.setValue('timeSlot', time, { shouldValidate: form.formState.isSubmitted });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('steps.slot')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormSelectField form={form} name="doctorId" label={t('slot.doctor')} required placeholder={t('slot.chooseDoctor')} options={doctorOptions(doctors.data)} />
        <FormTextField form={form} name="appointmentDate" type="date" label={t('slot.date')} hint={t('slot.dateHint')} min={clinicTomorrow()} required />
      </div>
      {doctors.isError && <AlertNotice>{errorText(doctors.error, t('slot.doctorsFailed'))}</AlertNotice>}

      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium text-slate-800">{t('slot.times')}</p>
        {!ready ? (
          <p className="text-sm text-slate-600">{t('slot.pick')}</p>
        ) : slots.isPending ? (
          <Spinner label={t('slot.loading')} />
        ) : slots.isError ? (
          <AlertNotice>{errorText(slots.error, t('slot.failed'))}</AlertNotice>
        ) : (
          <>
            {slots.data.length === 0 ? (
              <p className="text-sm text-slate-600">{t('slot.none', { doctor: doctor.fullName, date: formatClinicDate(date) })}</p>
            ) : (
              <SlotGrid
                label={t('slot.timesFor', { doctor: doctor.fullName, date: formatClinicDate(date) })}
                slots={slots.data}
                chosen={timeSlot}
                onChoose={choose}
                describedBy={slotError ? errorId : undefined}
              />
            )}
            {free.length === 0 && (
              <div role="status" className="flex flex-col gap-1">
                <p className="text-sm font-medium text-slate-900">{t('slot.full', { doctor: doctor.fullName, date: formatClinicDate(date) })}</p>
                {closedReason && <p className="text-sm text-slate-700">{t('slot.closedBecause', { reason: closedReason })}</p>}
              </div>
            )}
            {free.length === 0 && <WaitlistOffer key={`${doctor._id}|${date}`} owner={owner} doctor={doctor} date={date} />}
          </>
        )}
        {slotError && (
          <p id={errorId} className="text-sm text-red-700">
            {slotError}
          </p>
        )}
        {timeSlot && ready && <p className="text-sm font-medium text-teal-800">{t('slot.chosen', { date: formatClinicDate(date), time: formatSlotTime(timeSlot) })}</p>}
      </div>
    </section>
  );
}
