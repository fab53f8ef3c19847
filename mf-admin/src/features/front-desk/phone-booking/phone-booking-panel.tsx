import type { CallerOwner } from '@vetnow/contracts/callers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { BookingConfirmation } from './booking-confirmation';
import { BookingForm, type BookedVisit } from './booking-form';
import { OwnerStep } from './owner-step';

/**
 * Phone booking (issue 39, phase B): one screen, in order — the owner (found, or created with an SMS claim link),
 * the pet, the doctor and a slot (or the waitlist when the day is full), the reason and the payment, Book — then the
 * confirmation with Book another, which starts over.
 */
export function PhoneBookingPanel() {
  const [round, setRound] = useState(0);
  return <PhoneBooking key={round} again={round > 0} onAnother={() => setRound((n) => n + 1)} />;
}

function PhoneBooking({ again, onAnother }: { again: boolean; onAnother: () => void }) {
  const { t } = useTranslation(CALLERS_NS);
  const [owner, setOwner] = useState<CallerOwner | null>(null);
  const [newCaller, setNewCaller] = useState(false);
  const chooseOwner = (next: CallerOwner | null, created = false) => {
    setOwner(next);
    setNewCaller(created);
  };
  const [booked, setBooked] = useState<BookedVisit | null>(null);

  if (booked) return <BookingConfirmation booked={booked} onAnother={onAnother} />;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-slate-600">{t('intro')}</p>
      <OwnerStep owner={owner} onOwner={chooseOwner} focusSearch={again} />
      {owner && <BookingForm key={owner._id} owner={owner} newCaller={newCaller} onBooked={setBooked} />}
    </div>
  );
}
