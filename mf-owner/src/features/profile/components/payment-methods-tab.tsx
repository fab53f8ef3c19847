import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@vetnow/contracts/api';
import { isCardExpired, type SavedCard } from '@vetnow/contracts/card';
import type { CardPreapprovalReturn } from '@vetnow/contracts/payments';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { useHostedPage } from '../../../shared/checkout/use-hosted-page';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

/**
 * After coming back from PayHere's page, how long to look for the new card: PayHere's notify (which saves it) may land
 * a moment after the browser. Every second for 5 s, then every 2 s — 15 s in all, then the owner is told to look again.
 */
export const CARD_POLL_DELAYS_MS: readonly number[] = [...Array<number>(5).fill(1_000), ...Array<number>(5).fill(2_000)];

/** The cards listed when the owner left for PayHere's page (ids, and which needed adding again): what is new on return. */
const BEFORE_KEY = 'vetnow.saved-cards.before-preapproval';

interface CardsBefore {
  ids: string[];
  renewals: string[];
}

function rememberCards(cards: readonly SavedCard[] | undefined): void {
  const before: CardsBefore = { ids: (cards ?? []).map((c) => c.id), renewals: (cards ?? []).filter((c) => c.needsRenewal).map((c) => c.id) };
  try {
    sessionStorage.setItem(BEFORE_KEY, JSON.stringify(before));
  } catch {
    // No session storage: on return any card counts as the new one.
  }
}

function rememberedCards(): CardsBefore | null {
  try {
    const before = JSON.parse(sessionStorage.getItem(BEFORE_KEY) ?? 'null') as Partial<CardsBefore> | null;
    return before && Array.isArray(before.ids) && Array.isArray(before.renewals) ? { ids: before.ids, renewals: before.renewals } : null;
  } catch {
    return null;
  }
}

/** A card that was not there before (or one that needed adding again and no longer does): the one just saved. */
function hasNewCard(cards: readonly SavedCard[] | undefined, before: CardsBefore | null): boolean {
  if (!cards?.length) return false;
  if (!before) return true;
  return cards.some((c) => !before.ids.includes(c.id) || (before.renewals.includes(c.id) && !c.needsRenewal));
}

/** The delay before the next look, `elapsedMs` after the return; false once all were used. */
function nextDelay(elapsedMs: number, delays: readonly number[]): number | false {
  let start = 0;
  for (const delay of delays) {
    if (elapsedMs < start + delay) return delay;
    start += delay;
  }
  return false;
}

export interface PaymentMethodsTabProps {
  /** "Now" for the expired badge — injectable for tests. */
  now?: () => Date;
  /** `?card=` of the address PayHere sent the owner back to (read once, when the tab opens). */
  cardReturn?: CardPreapprovalReturn | null;
  /** How long to look for the new card after `added` — injectable for tests. */
  pollDelaysMs?: readonly number[];
}

/**
 * The Payment Methods tab of /profile: the saved cards (brand, •••• last four, expiry, holder) with Delete, and "Add a
 * card" (ADR 0053) — svc-payments answers the signed form of PayHere's Preapproval API and the browser posts it: the
 * card is entered on PayHere's page, never here (no card number field anywhere). PayHere sends the owner back with
 * `card=added` (the list is asked again, briefly polled until the new card is there, then "Card saved") or
 * `card=cancelled` ("No card was added"). Delete asks 'Are you sure you want to delete this card?', calls DELETE
 * /payments/saved-cards/:id, toasts and refreshes the list; a failure is logged and toasted, and the card stays.
 * A card saved before PayHere (needsRenewal) cannot be charged: it is marked so, to be added again.
 */
export function PaymentMethodsTab({ now = () => new Date(), cardReturn = null, pollDelaysMs = CARD_POLL_DELAYS_MS }: PaymentMethodsTabProps) {
  const { t } = useTranslation(NAMESPACE);
  const hintId = useId();
  const [returned] = useState(cardReturn);
  const [before] = useState(() => (returned === 'added' ? rememberedCards() : null));
  /** When the looks for the new card started (the return, or the last "Check again"). */
  const [since, setSince] = useState(() => Date.now());
  // Spec §8: a failed load is only logged, and the list shows empty.
  const cards = useApiQuery(API.payments.savedCards, undefined, {
    meta: { errorLog: '[vetnow] saved cards could not be loaded' },
    refetchInterval: (query) => (returned === 'added' && !hasNewCard(query.state.data, before) ? nextDelay(Date.now() - since, pollDelaysMs) : false),
  });
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const deleteCard = useApiMutation(API.payments.deleteCard);
  const adding = useAddCard(cards.data);
  const found = hasNewCard(cards.data, before);
  // The looks are bounded: once they are used up without the new card, the owner is told (and may look again).
  const [expired, setExpired] = useState(false);
  const lookingFor = returned === 'added' && !found;

  useEffect(() => {
    if (returned) sessionStorage.removeItem(BEFORE_KEY);
  }, [returned]);

  useEffect(() => {
    if (!lookingFor) return;
    const total = pollDelaysMs.reduce((sum, delay) => sum + delay, 0);
    const timer = setTimeout(() => setExpired(true), Math.max(0, since + total - Date.now()));
    return () => clearTimeout(timer);
  }, [lookingFor, since, pollDelaysMs]);

  function checkAgain() {
    setSince(Date.now());
    setExpired(false);
    void cards.refetch();
  }

  function confirmDelete() {
    if (!deleting) return;
    deleteCard.mutate({ params: { id: deleting.id } }, {
      onSuccess: () => notify.success(t('paymentMethods.deleted')),
      onError: (error) => {
        console.warn('[vetnow] saved card could not be deleted', error.message);
        notify.error(errorText(error, t('paymentMethods.deleteFailed')));
      },
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <section aria-labelledby="payment-methods-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="payment-methods-title" className="text-xl font-semibold text-slate-900">
            {t('paymentMethods.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('paymentMethods.intro')}</p>
        </div>
        <Button busy={adding.busy} onClick={() => void adding.start()} aria-describedby={hintId}>
          {adding.busy ? t('paymentMethods.add.opening') : t('paymentMethods.add.button')}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-slate-600">
        {t('paymentMethods.add.hint')}
      </p>
      {adding.error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {adding.error}
        </p>
      )}
      <div role="status" aria-live="polite">
        {returned && <ReturnNotice returned={returned} found={found} gaveUp={lookingFor && expired} onCheckAgain={checkAgain} />}
      </div>
      {cards.isPending ? (
        <PageSpinner label={t('paymentMethods.loading')} />
      ) : !cards.data?.length ? (
        <EmptyState icon="💳" title={t('paymentMethods.empty')} description={t('paymentMethods.emptyHint')} />
      ) : (
        <ul aria-label={t('paymentMethods.listLabel')} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {cards.data.map((card) => (
            <li key={card.id}>
              <SavedCardItem card={card} expired={isCardExpired(card.expiryDate, now())} onDelete={() => setDeleting(card)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('paymentMethods.confirmTitle')}
        message={t('paymentMethods.confirm')}
        confirmLabel={t('paymentMethods.confirmYes')}
        cancelLabel={t('paymentMethods.confirmKeep')}
        busy={deleteCard.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

/**
 * "Add a card": the owner's phone, street and city from the profile (PayHere asks for them), the signed Preapproval
 * form from svc-payments, then the browser leaves for PayHere's page (busy until it has gone). A failure stays here
 * with its text. Back with the Back button (the back/forward cache), the button is usable again.
 */
function useAddCard(cards: readonly SavedCard[] | undefined) {
  const { t } = useTranslation(NAMESPACE);
  const preapprove = useApiMutation(API.payments.preapproveCard);
  return useHostedPage(
    async (payer) => {
      const form = await preapprove.mutateAsync({ body: payer });
      rememberCards(cards);
      return form;
    },
    { failed: t('paymentMethods.add.failed'), phoneMissing: t('paymentMethods.add.phoneMissing') },
    { enabled: false },
  );
}

function ReturnNotice({
  returned,
  found,
  gaveUp,
  onCheckAgain,
}: {
  returned: CardPreapprovalReturn;
  found: boolean;
  gaveUp: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const box = 'rounded-lg border p-3 text-sm';
  if (returned === 'cancelled') return <p className={`${box} border-slate-200 bg-slate-50 text-slate-800`}>{t('paymentMethods.return.cancelled')}</p>;
  if (found) return <p className={`${box} border-green-200 bg-green-50 font-medium text-green-900`}>{t('paymentMethods.return.saved')}</p>;
  if (!gaveUp) return <p className={`${box} border-teal-200 bg-teal-50 text-slate-800`}>{t('paymentMethods.return.saving')}</p>;
  return (
    <div className={`${box} flex flex-wrap items-center justify-between gap-2 border-amber-200 bg-amber-50 text-amber-900`}>
      <p>{t('paymentMethods.return.notYet')}</p>
      <Button variant="secondary" onClick={onCheckAgain}>
        {t('paymentMethods.return.checkAgain')}
      </Button>
    </div>
  );
}

function SavedCardItem({ card, expired, onDelete }: { card: SavedCard; expired: boolean; onDelete: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const brand = t(`paymentMethods.brand.${card.cardType}`, { defaultValue: t('paymentMethods.brand.unknown') });
  const headingId = `saved-card-${card.id}-title`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {brand}
          </h3>
          <p className="font-mono text-base tracking-wider text-slate-800">
            <span className="sr-only">{t('paymentMethods.number', { lastFour: card.lastFour })}</span>
            <span aria-hidden="true">•••• {card.lastFour}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {expired && <Badge tone="red">{t('paymentMethods.expired')}</Badge>}
          {card.needsRenewal && <Badge tone="amber">{t('paymentMethods.needsRenewal')}</Badge>}
        </div>
      </div>
      {card.needsRenewal && <p className="text-sm text-amber-900">{t('paymentMethods.needsRenewalHint')}</p>}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-slate-500">{t('paymentMethods.holderLabel')}</dt>
          <dd className="break-words text-slate-900">{card.cardholderName}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('paymentMethods.expiryLabel')}</dt>
          <dd className="text-slate-900">{card.expiryDate}</dd>
        </div>
      </dl>
      <div className="mt-auto flex justify-end">
        <Button
          variant="danger"
          aria-haspopup="dialog"
          aria-label={t('paymentMethods.deleteLabel', { brand, lastFour: card.lastFour })}
          onClick={onDelete}
        >
          {t('paymentMethods.delete')}
        </Button>
      </div>
    </article>
  );
}
