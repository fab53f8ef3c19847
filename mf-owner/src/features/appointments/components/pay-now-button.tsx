import { useId } from 'react';
import type { Appointment } from '@vetnow/contracts/appointment';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { useHostedCheckout } from '../../../shared/checkout/use-hosted-checkout';
import { NAMESPACE } from '../i18n/appointments-i18n';

/**
 * "Pay now" on My Appointments (issue 35): a card appointment still to be paid — its payment failed, or it is still
 * not settled when the screen stopped checking (the owner left the hosted page) — goes to the hosted checkout again.
 * A failure to open it is shown under the button.
 */
export function PayNowButton({ appointment: a, label }: { appointment: Appointment; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  const checkout = useHostedCheckout({ enabled: false });
  const errorId = useId();
  return (
    <span className="mt-2 flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        busy={checkout.busy}
        aria-label={label}
        aria-describedby={checkout.error ? errorId : undefined}
        onClick={() => void checkout.start(a._id)}
      >
        {checkout.busy ? t('card.payNowOpening') : t('card.payNow')}
      </Button>
      {checkout.error && (
        <span id={errorId} role="alert" className="text-sm text-red-800">
          {checkout.error}
        </span>
      )}
    </span>
  );
}
