/** The confirmation screen's actions (not printed): print, add to calendar, all appointments, book another. */
import { BUTTON_BASE, BUTTON_VARIANTS, Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from '@vetnow/web-kit/router';
import type { ConfirmedAppointment } from '../../../shared/booking-wizard/wizard-store';
import { AddToCalendarButton } from '../../calendar-event';
import { NAMESPACE } from '../i18n/confirmation-i18n';

export function ConfirmationActions({ appointment }: { appointment: ConfirmedAppointment }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="vn-no-print mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-center print:hidden">
      <Button variant="secondary" onClick={() => window.print()}>
        {t('actions.print')}
      </Button>
      <AddToCalendarButton appointment={appointment} />
      <Link to="/dashboard" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.secondary}`}>
        {t('actions.viewAll')}
      </Link>
      <Link to="/doctors" className={`${BUTTON_BASE} ${BUTTON_VARIANTS.primary}`}>
        {t('actions.bookAnother')}
      </Link>
    </div>
  );
}
