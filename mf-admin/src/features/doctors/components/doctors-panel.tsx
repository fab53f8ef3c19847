import { useState } from 'react';
import type { Doctor } from '@vetnow/contracts/doctor';
import { formatLkr, formatWorkingHours } from '@vetnow/web-kit/format';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button, RowButton } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
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

      <QueryStates
        state={listState({ loading: list.status === 'loading' && list.doctors.length === 0, empty: list.doctors.length === 0 })}
        loadingLabel={t('loading')}
        empty={{ title: t('empty'), description: t('emptyHint') }}
      >
        <DataTable
          caption={t('table.caption')}
          rows={list.doctors}
          rowKey={(doctor) => doctor._id}
          rowHeader={{
            header: t('table.doctor'),
            className: 'font-normal',
            cell: (doctor) => (
              <>
                <span className="block font-semibold text-slate-900">{doctor.fullName}</span>
                <span className="block break-all text-slate-600">{doctor.email}</span>
              </>
            ),
          }}
          columns={[
            { header: t('table.specialization'), cell: (doctor) => t(`specializations.${doctor.specialization}`, { defaultValue: doctor.specialization }) },
            { header: t('table.workingHours'), cell: (doctor) => formatWorkingHours(doctor.workingHours) ?? t('table.notSet') },
            { header: t('table.fee'), cell: (doctor) => formatLkr(doctor.consultationFee) },
            {
              header: t('table.status'),
              cell: (doctor) => <Badge tone={doctor.isActive ? 'green' : 'red'}>{doctor.isActive ? t('table.active') : t('table.inactive')}</Badge>,
            },
          ]}
          actions={{
            header: t('table.actions'),
            cell: (doctor) => (
              <DoctorActions
                doctor={doctor}
                busy={busy === doctor._id}
                onEdit={() => onEdit(doctor)}
                onLeave={onLeave && (() => onLeave(doctor))}
                onToggle={() => void list.toggleStatus(doctor)}
                onDelete={() => setDeleting(doctor)}
              />
            ),
          }}
        />
      </QueryStates>

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

interface DoctorActionsProps {
  doctor: Doctor;
  busy: boolean;
  onEdit: () => void;
  onLeave?: (() => void) | undefined;
  onToggle: () => void;
  onDelete: () => void;
}

function DoctorActions({ doctor, busy, onEdit, onLeave, onToggle, onDelete }: DoctorActionsProps) {
  const { t } = useTranslation(ADMIN_DOCTORS_NS);
  const name = doctor.fullName;
  return (
    <div className="flex flex-wrap gap-2">
      <RowButton aria-label={t('actions.editLabel', { name })} aria-haspopup="dialog" onClick={onEdit}>
        {t('actions.edit')}
      </RowButton>
      <RowButton
        busy={busy}
        aria-label={doctor.isActive ? t('actions.deactivateLabel', { name }) : t('actions.activateLabel', { name })}
        onClick={onToggle}
      >
        {doctor.isActive ? t('actions.deactivate') : t('actions.activate')}
      </RowButton>
      {onLeave && (
        <RowButton aria-label={t('actions.leaveLabel', { name })} onClick={onLeave}>
          {t('actions.leave')}
        </RowButton>
      )}
      <RowButton variant="danger" aria-label={t('actions.deleteLabel', { name })} aria-haspopup="dialog" onClick={onDelete}>
        {t('actions.delete')}
      </RowButton>
    </div>
  );
}
