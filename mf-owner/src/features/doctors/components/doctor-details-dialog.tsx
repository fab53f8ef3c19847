import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Doctor, TimeSlot } from '@vetnow/contracts/doctor';
import { formatAddressLine, formatLkr, formatSlotTime, formatWorkingHours } from '@vetnow/web-kit/format';
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import { API } from '@vetnow/contracts/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { validationMessage } from '@vetnow/web-kit/i18n';
import { bookableDates, bookingDateProblem } from '../../../shared/calendar/bookable-dates';
import { listedDoctor } from '../../../shared/doctors/listed-doctor';
import { useSpecializationText } from '../../../shared/terms/terms-texts';
import { useBookingLink } from '../hooks/use-booking-link';
import { DoctorAvatar } from './doctor-avatar';

export interface DoctorDetailsDialogProps {
  /** The doctor to show; null keeps the dialog closed. */
  doctorId: string | null;
  /** Shown as the title while the details load. */
  doctorName?: string;
  /** The day whose slots show first: the /doctors date filter's, when one is chosen; else tomorrow. */
  date?: string;
  onClose: () => void;
  /** "Now" for the default date (tomorrow in clinic time) and the bookable dates — injectable for tests. */
  now?: () => Date;
}

/**
 * The View dialog of /doctors: everything an owner wants before booking (GET /doctors/:id; the list's copy of the
 * doctor while it loads, ADR 0093) and the doctor's slots of a chosen day (GET /doctors/:id/slots?date=: the search's
 * date, else tomorrow in clinic time; only bookable dates), booked ones marked.
 */
export function DoctorDetailsDialog({ doctorId, doctorName, date, onClose, now = () => new Date() }: DoctorDetailsDialogProps) {
  const { t } = useTranslation('doctors');
  const bookingLink = useBookingLink();
  const client = useQueryClient();
  // Opened from the list: the doctor's card data at once, and their slots asked beside the profile, not after it.
  const details = useApiQuery(
    API.clinic.getDoctor,
    { params: { id: doctorId ?? '' } },
    {
      enabled: doctorId !== null,
      meta: { errorToast: t('errors.fetchDoctor') },
      placeholderData: () => (doctorId === null ? undefined : listedDoctor(client, doctorId)),
    },
  );
  const doctor = details.isSuccess ? details.data : null;

  return (
    <Modal
      open={doctorId !== null}
      title={
        doctorId && (doctor?.fullName ?? doctorName) ? (
          // The avatar is decorative (aria-hidden): the dialog stays named by the doctor's name.
          <span className="flex items-center gap-3">
            <DoctorAvatar doctor={{ _id: doctorId, fullName: doctor?.fullName ?? doctorName ?? '' }} />
            <span>{doctor?.fullName ?? doctorName}</span>
          </span>
        ) : (
          t('details.title')
        )
      }
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('details.close')}
          </Button>
          {doctorId && (
            <Link
              to={bookingLink(doctorId)}
              className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary}`}
            >
              {t('details.book')}
            </Link>
          )}
        </>
      }
    >
      {details.isPending && (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={t('details.loading')} />
        </div>
      )}
      {details.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('details.unavailable')}
        </p>
      )}
      {doctor && <DoctorFacts doctor={doctor} />}
      {doctor && <DoctorSlots doctorId={doctor._id} initialDate={date} now={now} />}
    </Modal>
  );
}

function DoctorFacts({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation('doctors');
  const specializationText = useSpecializationText();
  const address = formatAddressLine(doctor.clinicAddress);
  const hours = formatWorkingHours(doctor.workingHours);
  const rows: Array<[string, ReactNode]> = [
    [t('details.specialization'), specializationText(doctor.specialization)],
    [t('details.experience'), t('card.experience', { count: doctor.experience })],
    [
      t('details.qualifications'),
      doctor.qualifications.length > 0 ? (
        <ul className="list-inside list-disc">
          {doctor.qualifications.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ul>
      ) : (
        t('details.noQualifications')
      ),
    ],
    [t('details.clinicAddress'), address],
    [t('details.contact'), <PhoneLink value={doctor.contactNumber} />],
    [t('details.email'), doctor.email],
    [t('details.fee'), <span className="font-semibold">{formatLkr(doctor.consultationFee)}</span>],
    [
      t('details.workingHours'),
      <>
        {hours}
        <span className="block text-slate-600">{t('details.slotLength', { minutes: doctor.workingHours.slotDuration })}</span>
      </>,
    ],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DoctorSlots({ doctorId, initialDate, now }: { doctorId: string; initialDate?: string; now: () => Date }) {
  const { t } = useTranslation('doctors');
  const headingId = useId();
  const bookable = bookableDates(now());
  const [date, setDate] = useState(() => initialDate ?? bookable.min);
  const problem = bookingDateProblem(date, now());
  const slots = useApiQuery(
    API.clinic.getSlots,
    { params: { id: doctorId }, query: { date } },
    { enabled: !problem, meta: { errorToast: t('errors.fetchSlots') } },
  );

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('details.slots')}
      </h3>
      <div className="mt-2 max-w-xs">
        <TextField
          type="date"
          label={t('details.slotsDate')}
          min={bookable.min}
          max={bookable.max}
          error={problem && validationMessage(problem)}
          value={date}
          onChange={(event) => event.target.value && setDate(event.target.value)}
        />
      </div>
      <div className="mt-3 min-h-24" aria-live="polite" aria-busy={!problem && slots.isPending}>
        {!problem && slots.isPending && <Spinner size="sm" label={t('details.slotsLoading')} />}
        {slots.isError && <p className="text-sm text-red-700">{t('errors.fetchSlots')}</p>}
        {slots.isSuccess && <SlotList slots={slots.data} />}
      </div>
    </section>
  );
}

function SlotList({ slots }: { slots: TimeSlot[] }) {
  const { t } = useTranslation('doctors');
  if (slots.length === 0) return <p className="text-sm text-slate-600">{t('details.noSlots')}</p>;
  const free = slots.filter((s) => !s.isBooked).length;
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">{t('details.slotsSummary', { free, total: slots.length })}</p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('details.slots')}>
        {slots.map((slot) => (
          <li
            key={slot.time}
            className={`rounded-lg border px-2 py-1.5 text-center text-sm ${
              slot.isBooked
                ? 'border-slate-200 bg-slate-100 text-slate-600'
                : 'border-teal-200 bg-teal-50 font-medium text-teal-900'
            }`}
          >
            <span className={slot.isBooked ? 'line-through' : ''}>{formatSlotTime(slot.time)}</span>{' '}
            <span className="block text-xs">{slot.isBooked ? t('details.booked') : t('details.free')}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
