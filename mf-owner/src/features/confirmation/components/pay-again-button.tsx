/** The confirmation screen's "Pay now" / "Try again" button for the hosted checkout, with its failure above it. */
import { useEffect, useId, useRef } from 'react';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n/confirmation-i18n';

/** "Pay now" / "Try again": the hosted checkout again; its failure is shown here (and the focus goes back to the button). */
export function PayAgain({
  label,
  busy,
  error,
  onPay,
}: {
  label: string;
  busy: boolean;
  error: string | null;
  onPay: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const wasBusy = useRef(busy);
  useEffect(() => {
    if (wasBusy.current && !busy) document.getElementById(id)?.focus();
    wasBusy.current = busy;
  }, [busy, id]);
  return (
    <div className="mt-3 flex flex-col gap-2">
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-white p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <Button id={id} busy={busy} onClick={onPay} className="self-start">
        {busy ? t('checkout.opening') : label}
      </Button>
    </div>
  );
}
