import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { SavedCard } from '@vetnow/contracts/card';
import { vc } from '@vetnow/contracts/validation';
import { validationMessage } from '@vetnow/web-kit/i18n';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';

export interface CardPaymentProps {
  savedCards: readonly SavedCard[];
  /** The amount to pay, e.g. 'LKR 2,500'. */
  amount: string;
  busy: boolean;
  /** A failure to show in the card step ('Payment failed. Please try again.'). */
  failure: string | null;
  /** Pay with a saved card (svc-payments charges it). */
  onPaySaved: (card: SavedCard) => void;
  /** Pay with a new card on the provider's hosted checkout. */
  onCheckout: () => void;
}

type Mode = 'saved' | 'new';

/** 'Visa', 'Mastercard', 'American Express' or 'Card' (translated). */
function useBrandLabel() {
  const { t } = useTranslation('payment');
  return (brand: string) => t(`card.brands.${brand}`, { defaultValue: t('card.brands.unknown') });
}

/**
 * The card step (issue 35): a saved card (a radio list, the default when the owner has saved cards; a selection is
 * required), or a new card — entered on PayHere's secure page, never on VetNow: an explanation and the button that
 * books and leaves for it. No card number, expiry, CVV or holder is typed here.
 */
export function CardPayment({ savedCards, amount, busy, failure, onPaySaved, onCheckout }: CardPaymentProps) {
  const { t } = useTranslation('payment');
  const brandLabel = useBrandLabel();
  const ids = useId();
  const [mode, setMode] = useState<Mode>(savedCards.length > 0 ? 'saved' : 'new');
  const [selected, setSelected] = useState<string>('');
  const [selectError, setSelectError] = useState(false);
  const firstCard = useRef<HTMLInputElement>(null);

  // A failure ends the busy state: focus goes back to the button (a disabled button loses it), the alert is read.
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy && failure) document.getElementById(`${ids}-${mode === 'new' ? 'checkout' : 'pay'}`)?.focus();
    wasBusy.current = busy;
  }, [busy, failure, mode, ids]);

  function paySaved(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const card = savedCards.find((c) => c.id === selected);
    if (card) return onPaySaved(card);
    setSelectError(true);
    firstCard.current?.focus();
  }

  const selectErrorText = selectError ? validationMessage(vc('card.selectCard')) : null;
  const failureAlert = failure && (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {failure}
    </p>
  );

  return (
    <div className="flex flex-col gap-4">
      {savedCards.length > 0 && (
        <fieldset disabled={busy}>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('card.modeLegend')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['saved', 'new'] as const).map((m) => (
              <label
                key={m}
                className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
              >
                <input
                  type="radio"
                  name={`${ids}-mode`}
                  value={m}
                  checked={mode === m}
                  onChange={() => {
                    setMode(m);
                    setSelectError(false);
                  }}
                  className="h-5 w-5 accent-teal-700"
                />
                <span className="text-sm text-slate-900">{t(m === 'saved' ? 'card.useSaved' : 'card.useNew')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {mode === 'saved' ? (
        <form noValidate onSubmit={paySaved} aria-label={t('card.formLabel')} className="flex flex-col gap-4">
          <fieldset aria-describedby={selectErrorText ? `${ids}-saved-error` : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('card.savedLegend')}</legend>
            <ul className="flex flex-col gap-2">
              {savedCards.map((card, i) => (
                <li key={card.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
                    <input
                      ref={i === 0 ? firstCard : undefined}
                      type="radio"
                      name={`${ids}-card`}
                      value={card.id}
                      checked={selected === card.id}
                      onChange={() => {
                        setSelected(card.id);
                        setSelectError(false);
                      }}
                      aria-invalid={selectErrorText && i === 0 ? true : undefined}
                      className="h-5 w-5 accent-teal-700"
                    />
                    <span className="text-sm text-slate-900">
                      <span className="font-semibold">{brandLabel(card.cardType)}</span>{' '}
                      <span>{t('card.masked', { lastFour: card.lastFour })}</span>
                      <span className="block text-slate-600">
                        {t('card.expires', { expiry: card.expiryDate })} · {card.cardholderName}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {selectErrorText && (
              <p id={`${ids}-saved-error`} className="mt-1 text-sm text-red-700">
                {selectErrorText}
              </p>
            )}
          </fieldset>
          {failureAlert}
          <Button id={`${ids}-pay`} type="submit" busy={busy} fullWidth>
            {busy ? t('card.processing') : t('card.pay', { amount })}
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-slate-800">
            <p className="font-medium">{t('checkout.explain')}</p>
            <p className="mt-1 text-slate-700">{t('checkout.returnNote')}</p>
          </div>
          {failureAlert}
          <Button id={`${ids}-checkout`} busy={busy} onClick={onCheckout} fullWidth>
            {busy ? t('checkout.opening') : t('checkout.continue', { amount })}
          </Button>
        </div>
      )}
    </div>
  );
}
