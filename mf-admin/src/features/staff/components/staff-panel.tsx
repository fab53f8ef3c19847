import { useState } from 'react';
import type { StaffMember } from '@vetnow/contracts/front-desk';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useStaff } from '../hooks/use-staff';
import { ADMIN_STAFF_NS } from '../i18n/admin-staff-i18n';
import { StaffFormModal } from './staff-form-modal';

const CELL = 'block px-0 py-1 md:table-cell md:px-3 md:py-3 md:align-top';

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
  const label = (text: string) => <span className="font-medium text-slate-600 md:hidden">{text}: </span>;

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

      {staff.status === 'loading' ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      ) : staff.members.length === 0 ? (
        <EmptyState title={staff.status === 'failed' ? t('failed') : t('empty')} description={staff.status === 'failed' ? undefined : t('emptyHint')} />
      ) : (
        <table className="block w-full text-left text-sm md:table">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              {(['name', 'email', 'mobile', 'status', 'actions'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {t(`table.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {staff.members.map((member) => (
              <tr
                key={member._id}
                className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none"
              >
                <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
                  {member.fullName}
                </th>
                <td className={`${CELL} break-all`}>
                  {label(t('table.email'))}
                  {member.email}
                </td>
                <td className={CELL}>
                  {label(t('table.mobile'))}
                  <PhoneLink value={member.contactNumber} />
                </td>
                <td className={CELL}>
                  {label(t('table.status'))}
                  <Badge tone={member.isActive ? 'green' : 'red'}>{member.isActive ? t('table.active') : t('table.deactivated')}</Badge>
                </td>
                <td className={`${CELL} pt-3`}>
                  <Button
                    variant="secondary"
                    className="min-h-9 px-3"
                    aria-haspopup="dialog"
                    busy={staff.busyId === member._id}
                    aria-label={t(member.isActive ? 'actions.deactivateLabel' : 'actions.activateLabel', { name: member.fullName })}
                    onClick={() => setConfirming(member)}
                  >
                    {member.isActive ? t('actions.deactivate') : t('actions.activate')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

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
