import { useState } from 'react';
import type { StaffMember } from '@vetnow/contracts/front-desk';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button, RowButton } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../hooks/use-staff';
import { ADMIN_STAFF_NS } from '../i18n/admin-staff-i18n';
import { StaffFormModal } from './staff-form-modal';

/**
 * The Staff tab (issue 39): the front-desk accounts — name, email, mobile, Active/Deactivated — with Add staff
 * member (the dialog) and Deactivate / Activate after a confirmation (deactivating signs them out at once). A
 * table, cards on narrow screens.
 */
export function StaffPanel() {
  const { t } = useTranslation(ADMIN_STAFF_NS);
  const staff = useStaff();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<StaffMember | null>(null);

  async function confirm() {
    if (!confirming) return;
    await staff.toggle(confirming);
    setConfirming(null);
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
          <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro')}</p>
        </div>
        <Button onClick={() => setAdding(true)} aria-haspopup="dialog">
          {t('add')}
        </Button>
      </div>

      <QueryStates
        state={listState({ loading: staff.status === 'loading', empty: staff.members.length === 0 })}
        loadingLabel={t('loading')}
        empty={staff.status === 'failed' ? { title: t('failed') } : { title: t('empty'), description: t('emptyHint') }}
      >
        <DataTable
          caption={t('table.caption')}
          rows={staff.members}
          rowKey={(member) => member._id}
          rowHeader={{ header: t('table.name'), className: 'font-semibold text-slate-900', cell: (member) => member.fullName }}
          columns={[
            { header: t('table.email'), className: 'break-all', cell: (member) => member.email },
            { header: t('table.mobile'), cell: (member) => <PhoneLink value={member.contactNumber} /> },
            {
              header: t('table.status'),
              cell: (member) => <Badge tone={member.isActive ? 'green' : 'red'}>{member.isActive ? t('table.active') : t('table.deactivated')}</Badge>,
            },
          ]}
          actions={{
            header: t('table.actions'),
            cell: (member) => (
              <RowButton
                aria-haspopup="dialog"
                busy={staff.busyId === member._id}
                aria-label={t(member.isActive ? 'actions.deactivateLabel' : 'actions.activateLabel', { name: member.fullName })}
                onClick={() => setConfirming(member)}
              >
                {member.isActive ? t('actions.deactivate') : t('actions.activate')}
              </RowButton>
            ),
          }}
        />
      </QueryStates>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.isActive ? t('confirm.deactivateTitle') : t('confirm.activateTitle')}
        message={t(confirming?.isActive ? 'confirm.deactivateMessage' : 'confirm.activateMessage', { name: confirming?.fullName ?? '' })}
        confirmLabel={confirming?.isActive ? t('actions.deactivate') : t('actions.activate')}
        cancelLabel={t('confirm.cancel')}
        tone={confirming?.isActive ? 'danger' : 'primary'}
        busy={confirming !== null && staff.busyId === confirming._id}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
      {adding && <StaffFormModal onClose={() => setAdding(false)} />}
    </div>
  );
}
