import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API } from '@vetnow/contracts/api';
import { isCardExpired, type SavedCard } from '@vetnow/contracts/card';
import { errorText } from '@vetnow/web-kit/errors';
import { useApiMutation, useApiQuery } from '@vetnow/web-kit/queries';
import { notify } from '@vetnow/web-kit/toaster';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { Button } from '@vetnow/web-kit/ui/button';
import { ConfirmDialog } from '@vetnow/web-kit/ui/confirm-dialog';
import { EmptyState } from '@vetnow/web-kit/ui/empty-state';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { NAMESPACE } from '../i18n/owner-profile-i18n';

export interface PaymentMethodsTabProps {
  /** "Now" for the expired badge — injectable for tests. */
  now?: () => Date;
}

/**
 * The Payment Methods tab of /profile: the saved cards (brand, •••• last four, expiry, holder) with Delete.
 * Delete asks 'Are you sure you want to delete this card?', calls DELETE /payments/saved-cards/:id, toasts and
 * refreshes the list (the deletion invalidates the saved cards). Spec §8 has card-deletion failures only logged; the card then stays and the server's message
 * (or 'Failed to delete card') is toasted too, so the owner knows the card was not deleted.
 */
export function PaymentMethodsTab({ now = () => new Date() }: PaymentMethodsTabProps) {
  const { t } = useTranslation(NAMESPACE);
  // Spec §8: a failed load is only logged, and the list shows empty.
  const cards = useApiQuery(API.payments.savedCards, undefined, { meta: { errorLog: '[vetnow] saved cards could not be loaded' } });
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const deleteCard = useApiMutation(API.payments.deleteCard);

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
      <div>
        <h2 id="payment-methods-title" className="text-xl font-semibold text-slate-900">
          {t('paymentMethods.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('paymentMethods.intro')}</p>
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
        {expired && <Badge tone="red">{t('paymentMethods.expired')}</Badge>}
      </div>
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
