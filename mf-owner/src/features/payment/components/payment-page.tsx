import { useId, useState } from 'react';
import { API } from '@vetnow/contracts/api';
import { ARRIVE_EARLY_MINUTES, CURRENCY } from '@vetnow/contracts/constants';
import { questionnaireAnswersSchema } from '@vetnow/contracts/questionnaire';
import { triage } from '@vetnow/domain/triage';
import { formatLkr, formatSlotTime } from '@vetnow/web-kit/format';
import { addResources } from '@vetnow/web-kit/i18n';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { Button } from '@vetnow/web-kit/ui/button';
import { Card } from '@vetnow/web-kit/ui/card';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Navigate } from '@vetnow/web-kit/router';
import en from '../i18n/en.json' with { type: 'json' };
import { readDraft, type StoredDraft } from '../../../shared/booking-wizard/wizard-store';
import { useHoldReleaseOnLeave } from '../../../shared/booking-wizard/use-hold-release';
import { SummaryList } from '../../../shared/ui/summary-list';
import { formatLongDate } from '../../../shared/format-date';
import { useSpecializationText } from '../../../shared/terms/terms-texts';
import { useCardRequirement } from '../hooks/use-card-requirement';
import { usePayAndBook } from '../hooks/use-pay-and-book';
import { CardPayment } from './card-payment';
import { EmergencyNotice } from '../../../shared/ui/emergency-notice';
import { PageSection } from '@vetnow/web-kit/ui/page-section';

export const NAMESPACE = 'payment';
addResources(NAMESPACE, en, {
  si: () => import('../i18n/si.json', { with: { type: 'json' } }),
  ta: () => import('../i18n/ta.json', { with: { type: 'json' } }),
});

/** /payment — needs the booking draft (else /doctors). */
export function PaymentPage() {
  const [draft] = useState(readDraft);
  if (!draft) return <Navigate to="/doctors" replace />;
  return <Payment draft={draft} />;
}

type View = 'choose' | 'card' | 'cash';

/** True when the owner's answers trigger a high-urgency rule (the same rules the server applies). */
function isUrgent(draft: StoredDraft): boolean {
  const answers = questionnaireAnswersSchema.safeParse(draft.diagnosisData);
  return answers.success && triage(answers.data).urgencyLevel === 'high';
}

function Payment({ draft }: { draft: StoredDraft }) {
  const { t } = useTranslation(NAMESPACE);
  useHoldReleaseOnLeave(); // the slot stays held until the booking takes it; leaving the booking flow releases it
  const [view, setView] = useState<View>('choose');
  // Spec §8: a failed load is only logged, and the owner pays with a new card.
  const saved = useApiQuery(API.payments.savedCards, undefined, { meta: { errorLog: '[vetnow] saved cards could not be loaded' } });
  // A card saved before PayHere's Preapproval (needsRenewal) cannot be charged (ADR 0053): it is not offered here.
  const savedCards = saved.isPending ? null : (saved.data ?? []).filter((card) => !card.needsRenewal);
  const { busy, cardFailure, cardRequired, payCash, paySavedCard, payOnCheckout } = usePayAndBook(draft);
  // Issue 39: at the no-show limit the booking must be paid by card — Pay at Clinic is closed, and the owner told why.
  const { cardOnly, notice } = useCardRequirement(cardRequired);
  const shown: View = cardOnly && view === 'cash' ? 'choose' : view;
  const fee = draft.doctor?.consultationFee;
  const amount = fee === undefined ? CURRENCY : formatLkr(fee);

  const back = (
    <Button
      variant="ghost"
      onClick={() => setView('choose')}
      disabled={busy}
      className="self-start px-0 text-teal-800 underline"
    >
      <span aria-hidden="true">←</span> {t('back')}
    </Button>
  );

  return (
    <PageSection titleId="payment-title" className="mx-auto max-w-5xl px-4 py-6 sm:py-8" title={t('title')}>
      {isUrgent(draft) && (
        <div className="mt-4">
          <EmergencyNotice petName={draft.pet?.name} />
        </div>
      )}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex flex-col gap-4">
          {shown === 'choose' && (
            <MethodChooser savedCount={savedCards?.length ?? null} cardOnly={cardOnly} notice={notice} onChoose={setView} />
          )}

          {shown === 'cash' && (
            <Card title={t('cash.title')}>
              <div className="flex flex-col gap-4">
                {back}
                <ul className="list-inside list-disc space-y-1 text-sm text-slate-700">
                  <li>{t('cash.exactFee', { amount })}</li>
                  <li>{t('cash.dueOnArrival')}</li>
                  <li>{t('cash.arriveEarly', { minutes: ARRIVE_EARLY_MINUTES.payment })}</li>
                </ul>
                <Button busy={busy} onClick={() => void payCash()} fullWidth>
                  {busy ? t('cash.confirming') : t('cash.confirm')}
                </Button>
              </div>
            </Card>
          )}

          {shown === 'card' && (
            <Card title={t('card.title')}>
              <div className="flex flex-col gap-4">
                {back}
                {savedCards === null ? (
                  <Spinner label={t('card.loadingSaved')} />
                ) : (
                  <CardPayment
                    savedCards={savedCards}
                    amount={amount}
                    busy={busy}
                    failure={cardFailure}
                    onPaySaved={(card) => void paySavedCard(card)}
                    onCheckout={() => void payOnCheckout()}
                  />
                )}
              </div>
            </Card>
          )}
        </div>

        <BookingSummary draft={draft} />
      </div>
    </PageSection>
  );
}

function MethodChooser({
  savedCount,
  cardOnly,
  notice,
  onChoose,
}: {
  savedCount: number | null;
  /** Pay at Clinic disabled, `notice` saying why (issue 39). */
  cardOnly: boolean;
  notice: string | null;
  onChoose: (view: View) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const ids = useId();
  // Each option is a card whose button (named by the method only) stretches over the whole card, the hint being
  // its description: the button's visible text is its accessible name (WCAG 2.5.3).
  const option =
    'relative flex min-h-24 w-full flex-col items-start gap-1 rounded-xl border border-slate-300 bg-white p-4 text-left shadow-sm hover:border-teal-700 hover:bg-teal-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-600';
  const closed = 'relative flex min-h-24 w-full flex-col items-start gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4 text-left';
  const stretched =
    "text-left text-base font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none";
  return (
    <Card title={t('choose.title')}>
      {notice && (
        <p id={`${ids}-card-only`} className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {notice}
        </p>
      )}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <li className={option}>
          <button type="button" className={stretched} aria-describedby={`${ids}-card`} onClick={() => onChoose('card')}>
            {t('choose.card')}
          </button>
          <span id={`${ids}-card`} className="text-sm text-slate-600">
            {savedCount === null ? t('choose.cardHint') : t('choose.savedCards', { count: savedCount })}
          </span>
        </li>
        <li className={cardOnly ? closed : option}>
          <button
            type="button"
            className={`${stretched} disabled:cursor-not-allowed disabled:text-slate-600`}
            disabled={cardOnly}
            aria-describedby={cardOnly && notice ? `${ids}-cash ${ids}-card-only` : `${ids}-cash`}
            onClick={() => onChoose('cash')}
          >
            {t('choose.cash')}
          </button>
          <span id={`${ids}-cash`} className="text-sm text-slate-600">
            {cardOnly ? t('choose.cashClosed') : t('choose.cashHint')}
          </span>
        </li>
      </ul>
    </Card>
  );
}

function BookingSummary({ draft }: { draft: StoredDraft }) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const specialization = useSpecializationText();
  const fee = draft.doctor?.consultationFee;
  const money = (n: number | undefined) => (n === undefined ? t('summary.unknown') : formatLkr(n));
  return (
    <aside
      aria-labelledby="payment-summary-title"
      className="self-start rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="payment-summary-title" className="mb-3 text-lg font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      <SummaryList
        className="sm:grid-cols-1"
        rows={[
          [
            t('summary.doctor'),
            <>
              {draft.doctor?.fullName ?? t('summary.unknown')}
              {draft.doctor?.specialization && (
                <span className="block text-slate-600">{specialization(draft.doctor.specialization)}</span>
              )}
            </>,
          ],
          [t('summary.pet'), `${draft.pet.name} (${t(`petTypes.${draft.pet.type}`)})`],
          [t('summary.date'), formatLongDate(draft.appointmentDate, i18n.language || 'en')],
          [t('summary.time'), formatSlotTime(draft.timeSlot)],
          [t('summary.fee'), money(fee)],
        ]}
      />
      <div className="mt-4 flex items-center justify-between border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
        <span>{t('summary.total')}</span>
        <span>{money(fee)}</span>
      </div>
    </aside>
  );
}
