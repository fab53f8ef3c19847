import { useId } from 'react';
import {
  cardFormSchema,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  type CardForm as CardFormOutput,
  type NewCardForm,
  type SavedCard,
} from '@vetnow/contracts/card';
import { CARD_NUMBER_MAX_CHARS, CVV_MAX_DIGITS } from '@vetnow/contracts/constants';
import { CARD_MESSAGES } from '@vetnow/contracts/messages';
import { FormTextField, fieldError, useZodForm } from '@vetnow/web-kit/forms';
import { Button } from '@vetnow/web-kit/ui/button';
import { TextField } from '@vetnow/web-kit/ui/text-field';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from '@vetnow/contracts/zod';

/** What the owner chose to pay with, after the form's rules passed. The CVV stays here (it is never sent). */
export type CardChoice = { kind: 'new'; card: NewCardForm } | { kind: 'saved'; card: SavedCard };

export interface CardFormProps {
  savedCards: readonly SavedCard[];
  /** The amount shown on the pay button, e.g. 'LKR 2,500'. */
  amount: string;
  busy: boolean;
  /** A failure to show in the form ('Payment failed. Please try again.' or the server's message). */
  failure: string | null;
  onPay: (choice: CardChoice) => void;
  /** "Now" for the expiry rule (clinic month) — injectable for tests. */
  now?: () => Date;
}

type Mode = 'new' | 'saved';

/** The form's fields (both modes'); the contracts' cardFormSchema keeps the chosen mode's and checks them. */
interface CardFormValues {
  mode: Mode;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardholderName: string;
  saveCard: boolean;
  savedCardId: string;
}

/** 'Visa', 'Mastercard', 'Amex' (translated) or null for an unknown brand. */
export function useBrandLabel() {
  const { t } = useTranslation('payment');
  return (brand: string) => (brand === 'unknown' ? null : t(`card.brands.${brand}`));
}

/**
 * The card form (spec §5): new-card mode — number grouped in fours (max 19 characters) with its brand, expiry
 * auto-formatted MM/YY, masked CVV of 3–4 digits, holder, "save this card" — or saved-card mode (a radio list;
 * the default when the owner has saved cards). Every rule's message shows at its field on Pay.
 */
export function CardForm({ savedCards, amount, busy, failure, onPay, now }: CardFormProps) {
  const { t } = useTranslation('payment');
  const brandLabel = useBrandLabel();
  const ids = useId();
  const schema = cardFormSchema(now) as unknown as z.ZodType<CardFormOutput, CardFormValues>;
  const form = useZodForm(schema, {
    defaultValues: {
      mode: savedCards.length > 0 ? 'saved' : 'new',
      cardNumber: '',
      expiryDate: '',
      cvv: '',
      cardholderName: '',
      saveCard: false,
      savedCardId: '',
    },
  });
  const { control, register, handleSubmit, setError, clearErrors, formState } = form;
  const [mode, cardNumber] = useWatch({ control, name: ['mode', 'cardNumber'] });
  const brand = brandLabel(detectCardBrand(cardNumber));
  const errorAt = (name: keyof CardFormValues) => fieldError(formState.errors, name);

  const submit = handleSubmit((data) => {
    if (busy) return;
    if (data.mode === 'new') {
      const { mode: _mode, ...card } = data;
      onPay({ kind: 'new', card });
    } else {
      const card = savedCards.find((c) => c.id === data.savedCardId);
      if (card) onPay({ kind: 'saved', card });
      else setError('savedCardId', { message: CARD_MESSAGES.selectCard });
    }
  });

  const savedError = errorAt('savedCardId');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('card.formLabel')} className="flex flex-col gap-4">
      {savedCards.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('card.modeLegend')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['saved', 'new'] as const).map((m) => (
              <label key={m} className="flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
                <input
                  type="radio"
                  value={m}
                  {...register('mode', { onChange: () => clearErrors() })}
                  className="h-5 w-5 accent-teal-700"
                />
                <span className="text-sm text-slate-900">{t(m === 'saved' ? 'card.useSaved' : 'card.useNew')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {mode === 'saved' ? (
        <fieldset aria-describedby={savedError ? `${ids}-saved-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('card.savedLegend')}</legend>
          <ul className="flex flex-col gap-2">
            {savedCards.map((card, i) => (
              <li key={card.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
                  <input
                    type="radio"
                    value={card.id}
                    {...register('savedCardId')}
                    aria-invalid={savedError && i === 0 ? true : undefined}
                    className="h-5 w-5 accent-teal-700"
                  />
                  <span className="text-sm text-slate-900">
                    <span className="font-semibold">{brandLabel(card.cardType) ?? t('card.brands.unknown')}</span>{' '}
                    <span>{t('card.masked', { lastFour: card.lastFour })}</span>
                    <span className="block text-slate-600">
                      {t('card.expires', { expiry: card.expiryDate })} · {card.cardholderName}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {savedError && (
            <p id={`${ids}-saved-error`} className="mt-1 text-sm text-red-700">
              {savedError}
            </p>
          )}
        </fieldset>
      ) : (
        <div className="grid grid-cols-2 gap-4">
          <div className="col-span-2">
            <Controller
              control={control}
              name="cardNumber"
              render={({ field }) => (
                <TextField
                  {...field}
                  label={t('card.number')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  maxLength={CARD_NUMBER_MAX_CHARS}
                  placeholder="1234 5678 9012 3456"
                  onChange={(e) => field.onChange(formatCardNumber(e.target.value))}
                  error={errorAt('cardNumber')}
                  hint={brand ? t('card.brand', { brand }) : undefined}
                />
              )}
            />
          </div>
          <Controller
            control={control}
            name="expiryDate"
            render={({ field }) => (
              <TextField
                {...field}
                label={t('card.expiry')}
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={5}
                placeholder="MM/YY"
                onChange={(e) => field.onChange(formatExpiry(e.target.value))}
                error={errorAt('expiryDate')}
              />
            )}
          />
          <Controller
            control={control}
            name="cvv"
            render={({ field }) => (
              <TextField
                {...field}
                label={t('card.cvv')}
                type="password"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={CVV_MAX_DIGITS}
                onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, CVV_MAX_DIGITS))}
                error={errorAt('cvv')}
              />
            )}
          />
          <div className="col-span-2">
            {/* Registered as it renders, like the Controllers above: RHF focuses the first invalid field in the
                order the fields registered, which is then the page's. */}
            <FormTextField form={form} name="cardholderName" label={t('card.holder')} autoComplete="cc-name" />
          </div>
          <label className="col-span-2 flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" {...register('saveCard')} className="h-5 w-5 accent-teal-700" />
            <span className="text-sm text-slate-900">{t('card.save')}</span>
          </label>
        </div>
      )}

      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      {/* Busy from the click: RHF's handleSubmit validates asynchronously before onPay sets `busy`. */}
      <Button type="submit" busy={busy || formState.isSubmitting} fullWidth>
        {busy || formState.isSubmitting ? t('card.processing') : t('card.pay', { amount })}
      </Button>
    </form>
  );
}
