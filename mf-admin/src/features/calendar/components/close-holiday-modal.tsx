import type { PublicHoliday } from '@vetnow/contracts/calendar';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { AffectedVisits } from './affected-visits';

export interface CloseHolidayModalProps {
  /** The holiday whose day to close (an override), or null when closed. Key the modal by it. */
  holiday: PublicHoliday | null;
  onDone: () => void;
}

/** Closing the clinic on a holiday it is open on: the booked visits that day first, then PUT the override closed. */
export function CloseHolidayModal({ holiday, onDone }: CloseHolidayModalProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const affected = useApiQuery(API.clinic.adminClosureAffected, { query: { date: holiday?.date ?? '' } }, { enabled: holiday !== null });
  const close = useApiMutation(API.clinic.adminSetDayOverride);
  if (!holiday) return null;
  const date = formatClinicDate(holiday.date);

  const confirm = () =>
    close.mutateAsync({ body: { date: holiday.date, open: false } }).then(
      () => {
        notify.success(t('holidays.toasts.closed', { date }));
        onDone();
      },
      (error: unknown) => void notify.error(errorText(error, t('holidays.toasts.overrideFailed'))),
    );

  return (
    <Modal
      open
      title={t('holidays.closeDialog.title')}
      description={t('holidays.closeDialog.message', { date, name: holiday.name })}
      onClose={() => {
        if (!close.isPending) onDone();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onDone} disabled={close.isPending}>
            {t('cancel')}
          </Button>
          <Button variant="danger" busy={close.isPending} disabled={affected.isPending} onClick={() => void confirm()}>
            {t('holidays.closeDialog.confirm')}
          </Button>
        </>
      }
    >
      <AffectedVisits visits={affected.data} failed={affected.isError} />
    </Modal>
  );
}
