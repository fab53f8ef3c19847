/** The appointment of `?appointment=` loaded from the owner's appointments (a tab whose session storage is gone). */
import { useEffect } from 'react';
import { API } from '@vetnow/contracts/api';
import type { Appointment } from '@vetnow/contracts/appointment';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Navigate } from '@vetnow/web-kit/router';
import { writeConfirmedAppointment } from '../../../shared/booking-wizard/wizard-store';
import { NAMESPACE } from '../i18n/confirmation-i18n';
import { sameId } from './confirmation-model';

/** Loads the appointment of `?appointment=` from the owner's appointments; not theirs (or none) → /dashboard. */
export function LoadAppointment({ id, onLoaded }: { id: string; onLoaded: (a: Appointment) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const query = useApiQuery(
    API.booking.own,
    {},
    { meta: { errorLog: '[vetnow] the appointment could not be loaded' } },
  );
  const found = query.data?.find((a) => sameId(a._id, id));
  useEffect(() => {
    if (!found) return;
    writeConfirmedAppointment(found);
    onLoaded(found);
  }, [found, onLoaded]);
  if (query.isPending || found) return <PageSpinner label={t('loading')} />;
  return <Navigate to="/dashboard" replace />;
}
