import { useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { formatLkr, formatWorkingHours } from '@vetnow/web-kit/format';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import type { AdminDoctors } from '../hooks/use-admin-doctors';
import { ADMIN_DOCTORS_NS } from '../i18n/admin-doctors-i18n';

export interface DoctorsPanelProps {
  list: AdminDoctors;
  onAdd: () => void;
  onEdit: (doctor: Doctor) => void;
  /** Shows the doctor's leave (the Calendar tab). */
  onLeave?: (doctor: Doctor) => void;
}

const CELL = 'block px-0 py-1 md:table-cell md:px-3 md:py-3 md:align-top';

/**
 * The Doctors tab: one table (cards on narrow screens — each row becomes a card, its cells labelled) with
 * name and email, specialization, working hours or 'Not set', fee, Active/Inactive, and Edit, the
 * activate/deactivate toggle, Leave (their leave in the Calendar tab) and Delete (after 'Are you sure you want to
 * delete this doctor?').
 */
export function DoctorsPanel({ list, onAdd, onEdit, onLeave }: DoctorsPanelProps) {
  const { t } = useTranslation(ADMIN_DOCTORS_NS);
  const [deleting, setDeleting] = useState<Doctor | null>(null);
  const busy = list.busyId;

  async function confirmDelete() {
    if (!deleting) return;
    await list.remove(deleting);
    setDeleting(null);
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
        <Button onClick={onAdd} aria-haspopup="dialog">
          {t('add')}
        </Button>
      </div>

      {list.status === 'loading' && list.doctors.length === 0 ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      ) : list.doctors.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <table className="block w-full text-left text-sm md:table">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-3 py-2">{t('table.doctor')}</th>
              <th scope="col" className="px-3 py-2">{t('table.specialization')}</th>
              <th scope="col" className="px-3 py-2">{t('table.workingHours')}</th>
              <th scope="col" className="px-3 py-2">{t('table.fee')}</th>
              <th scope="col" className="px-3 py-2">{t('table.status')}</th>
              <th scope="col" className="px-3 py-2">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {list.doctors.map((doctor) => (
              <DoctorRow
                key={doctor._id}
                doctor={doctor}
                busy={busy === doctor._id}
                onEdit={() => onEdit(doctor)}
                onLeave={onLeave && (() => onLeave(doctor))}
                onToggle={() => void list.toggleStatus(doctor)}
                onDelete={() => setDeleting(doctor)}
              />
            ))}
          </tbody>
        </table>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message')}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        busy={deleting !== null && busy === deleting._id}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

interface DoctorRowProps {
  doctor: Doctor;
  busy: boolean;
  onEdit: () => void;
  onLeave?: () => void;
  onToggle: () => void;
  onDelete: () => void;
}

function DoctorRow({ doctor, busy, onEdit, onLeave, onToggle, onDelete }: DoctorRowProps) {
  const { t } = useTranslation(ADMIN_DOCTORS_NS);
  const name = doctor.fullName;
  const hours = formatWorkingHours(doctor.workingHours);
  const label = (text: string) => <span className="font-medium text-slate-600 md:hidden">{text}: </span>;
  return (
    <tr className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none">
      <th scope="row" className={`${CELL} font-normal`}>
        <span className="block font-semibold text-slate-900">{name}</span>
        <span className="block break-all text-slate-600">{doctor.email}</span>
      </th>
      <td className={CELL}>
        {label(t('table.specialization'))}
        {t(`specializations.${doctor.specialization}`, { defaultValue: doctor.specialization })}
      </td>
      <td className={CELL}>
        {label(t('table.workingHours'))}
        {hours ?? t('table.notSet')}
      </td>
      <td className={CELL}>
        {label(t('table.fee'))}
        {formatLkr(doctor.consultationFee)}
      </td>
      <td className={CELL}>
        {label(t('table.status'))}
        <Badge tone={doctor.isActive ? 'green' : 'red'}>{doctor.isActive ? t('table.active') : t('table.inactive')}</Badge>
      </td>
      <td className={`${CELL} pt-3`}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="min-h-9 px-3" aria-label={t('actions.editLabel', { name })} aria-haspopup="dialog" onClick={onEdit}>
            {t('actions.edit')}
          </Button>
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            busy={busy}
            aria-label={doctor.isActive ? t('actions.deactivateLabel', { name }) : t('actions.activateLabel', { name })}
            onClick={onToggle}
          >
            {doctor.isActive ? t('actions.deactivate') : t('actions.activate')}
          </Button>
          {onLeave && (
            <Button variant="secondary" className="min-h-9 px-3" aria-label={t('actions.leaveLabel', { name })} onClick={onLeave}>
              {t('actions.leave')}
            </Button>
          )}
          <Button variant="danger" className="min-h-9 px-3" aria-label={t('actions.deleteLabel', { name })} aria-haspopup="dialog" onClick={onDelete}>
            {t('actions.delete')}
          </Button>
        </div>
      </td>
    </tr>
  );
}
