import { formatPhoneNational } from '@vetnow/domain/phone';
import { formatClinicDate, formatSlotTime } from '@vetnow/web-kit/format';
import { Button } from '@vetnow/web-kit/ui/button';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import type { BookedVisit } from './booking-form';

/** What was booked: reference, owner, pet, doctor, date and time, how it is paid; and Book another. */
export function BookingConfirmation({ booked, onAnother }: { booked: BookedVisit; onAnother: () => void }) {
  const { t } = useTranslation(CALLERS_NS);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { appointment: a, owner, payment } = booked;

  // The form is gone: the reader goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  const rows: Array<[string, ReactNode]> = [
    [t('confirmation.reference'), <span className="font-mono">{a.appointmentId}</span>],
    [
      t('confirmation.owner'),
      <>
        {owner.fullName} · <PhoneLink value={owner.contactNumber} />
      </>,
    ],
    [t('confirmation.pet'), t('pet.saved', { name: a.pet.name, type: t(`petType.${a.pet.type}`, { defaultValue: a.pet.type }) })],
    [t('confirmation.doctor'), a.doctor.fullName],
    [t('confirmation.when'), t('confirmation.whenValue', { date: formatClinicDate(a.appointmentDate), time: formatSlotTime(a.timeSlot) })],
    [
      t('confirmation.payment'),
      payment === 'link' ? t('confirmation.link', { number: formatPhoneNational(owner.contactNumber) }) : t('confirmation.clinic'),
    ],
  ];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-teal-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold text-teal-900 focus-visible:outline-2 focus-visible:outline-teal-600">
        {t('confirmation.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <Button onClick={onAnother}>{t('confirmation.another')}</Button>
      </div>
    </section>
  );
}
