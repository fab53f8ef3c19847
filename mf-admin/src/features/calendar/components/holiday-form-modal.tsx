import { useId } from 'react';
import { holidayCreateSchema, type PublicHoliday } from '@vetnow/contracts/calendar';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { FormTextField, applyServerErrors, useZodForm } from '@vetnow/web-kit/forms';
import { useApiMutation } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Button } from '@vetnow/web-kit/ui/button';
import { Modal } from '@vetnow/web-kit/ui/modal';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';

export interface HolidayFormModalProps {
  /** 'new' opens Add, a holiday opens Rename or move, null closes. Key the modal by the target. */
  target: PublicHoliday | 'new' | null;
  /** The date an added holiday starts with (e.g. in the year shown). */
  defaultDate?: string;
  onClose: () => void;
}

/**
 * Add a public holiday (POST, status confirmed) or rename/move one (PUT with only what changed): date and name,
 * checked with the contracts' schema; a same-name holiday on that date (CLINIC_HOLIDAY_DUPLICATE) shows at Date.
 */
export function HolidayFormModal({ target, defaultDate = '', onClose }: HolidayFormModalProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const formId = useId();
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useZodForm(holidayCreateSchema, {
    defaultValues: editing ? { date: editing.date, name: editing.name } : { date: defaultDate, name: '' },
  });
  const add = useApiMutation(API.clinic.adminAddHoliday);
  const update = useApiMutation(API.clinic.adminUpdateHoliday);

  const submit = form.handleSubmit(async (data) => {
    try {
      if (editing) {
        const body = { ...(data.date !== editing.date ? { date: data.date } : {}), ...(data.name !== editing.name ? { name: data.name } : {}) };
        if (Object.keys(body).length > 0) await update.mutateAsync({ params: { id: editing.id }, body });
        notify.success(t('holidays.toasts.updated'));
      } else {
        await add.mutateAsync({ body: data });
        notify.success(t('holidays.toasts.added'));
      }
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { CLINIC_HOLIDAY_DUPLICATE: 'date' });
      notify.error(errorText(error, t('holidays.toasts.saveFailed')));
    }
  });
  const saving = form.formState.isSubmitting;

  return (
    <Modal
      open={target !== null}
      title={editing ? t('holidays.form.editTitle') : t('holidays.form.addTitle')}
      description={t('holidays.form.description')}
      onClose={() => {
        if (!saving) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            {editing ? t('holidays.form.save') : t('holidays.form.add')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <FormTextField form={form} name="date" type="date" label={t('holidays.form.date')} required />
        <FormTextField form={form} name="name" label={t('holidays.form.name')} autoComplete="off" required />
      </form>
    </Modal>
  );
}
