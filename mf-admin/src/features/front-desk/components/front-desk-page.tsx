import { Tabs } from '@vetnow/web-kit/ui/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRONT_DESK_NS } from '../i18n/front-desk-i18n';
import { PhoneBookingPanel } from '../phone-booking/phone-booking-panel';
import { WaitlistPanel } from '../waitlist/waitlist-panel';
import { DaySheetView } from './day-sheet-view';
import './front-desk-print.css';

export type FrontDeskView = 'day' | 'phone' | 'waitlist';

/**
 * /front-desk (staff, issue 39): three views under one heading — the Day sheet (today's live sheet, as in phase A),
 * Phone booking (book for a caller: the owner found or created, the pet, the doctor and slot, the payment; the
 * waitlist when the day is full) and the Waitlist of a day. Only the view on screen is mounted, so the day sheet's
 * live stream is open only while it shows. Print puts only the day sheet on paper (the tabs are left off).
 */
export function FrontDeskPage() {
  const { t } = useTranslation(FRONT_DESK_NS);
  const [view, setView] = useState<FrontDeskView>('day');
  const views = [
    { id: 'day', label: t('views.day') },
    { id: 'phone', label: t('views.phone') },
    { id: 'waitlist', label: t('views.waitlist') },
  ] as const;

  return (
    <section aria-labelledby="front-desk-title" className={`${view === 'day' ? 'vn-day-sheet vn-print-only ' : ''}mx-auto max-w-6xl px-4 py-6 sm:py-8`}>
      <h1 id="front-desk-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <Tabs label={t('views.label')} tabs={views} selected={view} onSelect={setView} className="mt-4">
        {view === 'day' ? <DaySheetView /> : view === 'phone' ? <PhoneBookingPanel /> : <WaitlistPanel />}
      </Tabs>
    </section>
  );
}
