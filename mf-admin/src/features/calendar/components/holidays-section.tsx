import { useState } from 'react';
import type { DayOverride, PublicHoliday } from '@vetnow/contracts/calendar';
import { clinicToday, clinicYearMonth } from '@vetnow/domain/clinic-time';
import { API } from '@vetnow/web-kit/api';
import { errorText } from '@vetnow/web-kit/errors';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Badge, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { Button, RowButton, type ButtonProps } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { DataTable } from '@vetnow/web-kit/ui/data-table';
import { Select } from '@vetnow/web-kit/ui/select';
import { listState, QueryStates } from '@vetnow/web-kit/ui/query-states';
import { useTranslation } from 'react-i18next';
import { ADMIN_CALENDAR_NS } from '../i18n/admin-calendar-i18n';
import { CloseHolidayModal } from './close-holiday-modal';
import { HolidayFormModal } from './holiday-form-modal';
import { HolidayPolicySwitch } from './holiday-policy-switch';

const STATUS_TONE: Record<PublicHoliday['status'], BadgeTone> = { gazetted: 'green', provisional: 'amber', confirmed: 'blue' };

export interface HolidaysSectionProps {
  now: Date;
}

/**
 * Public holidays of a year (this year in clinic time first; days before today on request) with the holiday policy
 * switch above them: each day's
 * date, name, status and whether the clinic is closed, and Confirm (a provisional day), Rename or move, Open/Close
 * the clinic that day (an override either way, today or later; closing first shows the visits it hits), Follow policy
 * and Remove.
 */
export function HolidaysSection({ now }: HolidaysSectionProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const thisYear = clinicYearMonth(now).year;
  const [year, setYear] = useState(thisYear);
  const holidays = useApiQuery(API.clinic.adminListHolidays, { query: { year } }, { meta: { errorToast: t('holidays.fetchFailed') } });
  const policy = useApiQuery(API.clinic.adminGetHolidayPolicy);
  const [editing, setEditing] = useState<PublicHoliday | 'new' | null>(null);
  const [removing, setRemoving] = useState<PublicHoliday | null>(null);
  const [closing, setClosing] = useState<PublicHoliday | null>(null);
  const confirm = useApiMutation(API.clinic.adminUpdateHoliday);
  const remove = useApiMutation(API.clinic.adminDeleteHoliday);
  const setOverride = useApiMutation(API.clinic.adminSetDayOverride);
  const clearOverride = useApiMutation(API.clinic.adminDeleteDayOverride);
  const [showEarlier, setShowEarlier] = useState(false);
  const today = clinicToday(now);
  const all = holidays.data ?? [];
  const earlier = all.filter((h) => h.date < today).length;
  const list = showEarlier ? all : all.filter((h) => h.date >= today);
  const overrides = new Map((policy.data?.overrides ?? []).map((o) => [o.date, o]));
  const busyId = confirm.isPending ? confirm.variables.params.id : null;
  const busyDate = setOverride.isPending ? setOverride.variables.body.date : clearOverride.isPending ? clearOverride.variables.params.date : null;

  const run = (promise: Promise<unknown>, success: string, failure: string) =>
    promise.then(
      () => void notify.success(success),
      (error: unknown) => void notify.error(errorText(error, failure)),
    );
  const date = (h: PublicHoliday) => formatClinicDate(h.date);

  const onConfirm = (h: PublicHoliday) =>
    run(confirm.mutateAsync({ params: { id: h.id }, body: { confirmed: true } }), t('holidays.toasts.confirmed'), t('holidays.toasts.saveFailed'));
  const onOpen = (h: PublicHoliday) =>
    run(setOverride.mutateAsync({ body: { date: h.date, open: true } }), t('holidays.toasts.opened', { date: date(h) }), t('holidays.toasts.overrideFailed'));
  const onFollowPolicy = (h: PublicHoliday) =>
    run(clearOverride.mutateAsync({ params: { date: h.date } }), t('holidays.toasts.policyRestored', { date: date(h) }), t('holidays.toasts.overrideFailed'));
  async function onRemove() {
    if (!removing) return;
    await run(remove.mutateAsync({ params: { id: removing.id } }), t('holidays.toasts.removed'), t('holidays.toasts.removeFailed'));
    setRemoving(null);
  }

  return (
    <Card
      title={t('holidays.title')}
      headingLevel={3}
      actions={
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-28">
            <Select
              label={t('holidays.year')}
              value={String(year)}
              options={[thisYear, thisYear + 1, thisYear + 2].map((y) => ({ value: String(y), label: String(y) }))}
              onChange={(event) => setYear(Number(event.target.value))}
            />
          </div>
          <Button onClick={() => setEditing('new')} aria-haspopup="dialog">
            {t('holidays.add')}
          </Button>
        </div>
      }
    >
      <div>
        <HolidayPolicySwitch />
      </div>

      <div className="mt-4">
        <QueryStates
          state={listState({ loading: holidays.isPending, empty: list.length === 0 })}
          loadingLabel={t('holidays.loading')}
          headingLevel={4}
          empty={all.length === 0 ? { title: t('holidays.empty', { year }), description: t('holidays.emptyHint') } : { title: t('holidays.noneLeft', { year }) }}
        >
          <DataTable
            caption={t('holidays.caption', { year })}
            rows={list}
            rowKey={(h) => h.id}
            rowHeader={{ header: t('holidays.columns.date'), className: 'font-semibold whitespace-nowrap text-slate-900', cell: (h) => formatClinicDate(h.date) }}
            columns={[
              { header: t('holidays.columns.name'), cell: (h) => <HolidayName holiday={h} /> },
              { header: t('holidays.columns.status'), cell: (h) => <Badge tone={STATUS_TONE[h.status]}>{t(`holidays.status.${h.status}`)}</Badge> },
              {
                header: t('holidays.columns.clinic'),
                cell: (h) => (
                  <>
                    <Badge tone={h.closed ? 'red' : 'green'}>{h.closed ? t('holidays.clinicClosed') : t('holidays.clinicOpen')}</Badge>
                    <span className="ml-2 text-xs text-slate-600 md:ml-0 md:mt-1 md:block">
                      {overrides.has(h.date) ? t('holidays.overridden') : t('holidays.byPolicy')}
                    </span>
                  </>
                ),
              },
            ]}
            actions={{
              header: t('holidays.columns.actions'),
              cell: (h) => (
                <HolidayActions
                  holiday={h}
                  override={overrides.get(h.date)}
                  past={h.date < today}
                  busy={busyId === h.id || busyDate === h.date}
                  onConfirm={() => void onConfirm(h)}
                  onEdit={() => setEditing(h)}
                  onOpen={() => void onOpen(h)}
                  onClose={() => setClosing(h)}
                  onFollowPolicy={() => void onFollowPolicy(h)}
                  onRemove={() => setRemoving(h)}
                />
              ),
            }}
          />
        </QueryStates>
        {earlier > 0 && (
          <Button variant="ghost" className="mt-2" aria-expanded={showEarlier} onClick={() => setShowEarlier((shown) => !shown)}>
            {showEarlier ? t('holidays.hideEarlier') : t('holidays.showEarlier', { count: earlier })}
          </Button>
        )}
      </div>

      <HolidayFormModal
        key={editing === null ? 'closed' : editing === 'new' ? `new-${year}` : editing.id}
        target={editing}
        defaultDate={year === thisYear ? '' : `${year}-01-01`}
        onClose={() => setEditing(null)}
      />
      <CloseHolidayModal key={closing?.id ?? 'none'} holiday={closing} onDone={() => setClosing(null)} />
      <ConfirmDialog
        open={removing !== null}
        title={t('holidays.confirmRemove.title')}
        message={removing ? t('holidays.confirmRemove.message', { name: removing.name, date: date(removing) }) : ''}
        confirmLabel={t('holidays.confirmRemove.confirm')}
        cancelLabel={t('cancel')}
        busy={remove.isPending}
        onConfirm={() => void onRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}

/** The holiday's name, and the day it was moved from. */
function HolidayName({ holiday: h }: { holiday: PublicHoliday }) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  return (
    <>
      {h.name}
      {h.originalDate && h.originalDate !== h.date && (
        <span className="block text-xs text-slate-600">{t('holidays.movedFrom', { date: formatClinicDate(h.originalDate) })}</span>
      )}
    </>
  );
}

interface HolidayActionsProps {
  holiday: PublicHoliday;
  override: DayOverride | undefined;
  /** Before today in clinic time: the day can no longer be opened or closed. */
  past: boolean;
  busy: boolean;
  onConfirm: () => void;
  onEdit: () => void;
  onOpen: () => void;
  onClose: () => void;
  onFollowPolicy: () => void;
  onRemove: () => void;
}

function HolidayActions({ holiday: h, override, past, busy, onConfirm, onEdit, onOpen, onClose, onFollowPolicy, onRemove }: HolidayActionsProps) {
  const { t } = useTranslation(ADMIN_CALENDAR_NS);
  const names = { name: h.name, date: formatClinicDate(h.date) };
  // One row button: its text and its accessible name (which names the holiday) come from the action's key.
  const action = (key: 'confirm' | 'edit' | 'open' | 'close' | 'followPolicy' | 'remove', props: ButtonProps) => (
    <RowButton aria-label={t(`holidays.actions.${key}Label`, names)} {...props}>
      {t(`holidays.actions.${key}`)}
    </RowButton>
  );
  return (
    <div className="flex flex-wrap gap-2">
      {h.status === 'provisional' && action('confirm', { busy, onClick: onConfirm })}
      {action('edit', { 'aria-haspopup': 'dialog', onClick: onEdit })}
      {past ? null : h.closed ? action('open', { disabled: busy, onClick: onOpen }) : action('close', { disabled: busy, 'aria-haspopup': 'dialog', onClick: onClose })}
      {override && !past && action('followPolicy', { variant: 'ghost', disabled: busy, onClick: onFollowPolicy })}
      {action('remove', { variant: 'danger', 'aria-haspopup': 'dialog', onClick: onRemove })}
    </div>
  );
}
