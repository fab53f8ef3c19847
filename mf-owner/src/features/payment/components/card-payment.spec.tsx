import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import type { SavedCard } from '@vetnow/contracts/card';
import { createI18n } from '@vetnow/web-kit/i18n';
import { savedCard } from '@vetnow/web-kit/testing';
import './payment-page'; // registers the payment catalogue
import { CardPayment } from './card-payment';

createI18n();

const CARDS = [
  savedCard({ lastFour: '1111', cardholderName: 'K Jayawardena' }), // a Visa expiring 12/28
  savedCard({ id: 'card-2', cardType: 'mastercard', lastFour: '4444', expiryDate: '01/27' }),
];

function renderStep(savedCards: SavedCard[] = [], { busy = false, failure = null as string | null } = {}) {
  const onPaySaved = jest.fn<(card: SavedCard) => void>();
  const onCheckout = jest.fn<() => void>();
  render(<CardPayment savedCards={savedCards} amount="LKR 2,500" busy={busy} failure={failure} onPaySaved={onPaySaved} onCheckout={onCheckout} />);
  return { onPaySaved, onCheckout, user: userEvent.setup() };
}

const pay = () => screen.getByRole('button', { name: 'Pay LKR 2,500' });
const toCheckout = () => screen.getByRole('button', { name: 'Continue to secure payment (LKR 2,500)' });

describe('card step, a new card (issue 35: entered on PayHere, never here)', () => {
  it('without saved cards: the explanation and the button to PayHere — no card fields, no "save this card"', async () => {
    const { user, onCheckout } = renderStep();
    expect(screen.getByText("You'll enter your card on PayHere's secure payment page. VetNow never sees your card number.")).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(document.querySelector('input[autocomplete^="cc-"]')).toBeNull();
    await user.click(toCheckout());
    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('busy: says it is opening the secure page and takes no second click', async () => {
    const { user, onCheckout } = renderStep([], { busy: true });
    const button = screen.getByRole('button', { name: /Opening the secure payment page/ });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('shows a failure as an alert', () => {
    renderStep([], { failure: 'Payment failed. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
  });
});

describe('card step, saved cards', () => {
  it('is the default when cards are saved: a radio list, and a selection is required', async () => {
    const { user, onPaySaved } = renderStep(CARDS);
    expect(screen.getByRole('radio', { name: 'Use a saved card' })).toBeChecked();
    const visa = screen.getByRole('radio', { name: /Visa •••• 1111 Expires 12\/28 · K Jayawardena/ });
    expect(screen.getByRole('radio', { name: /Mastercard •••• 4444 Expires 01\/27/ })).not.toBeChecked();
    await user.click(pay());
    expect(screen.getByText('Please select a card')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Saved cards' })).toHaveAccessibleDescription('Please select a card');
    expect(visa).toHaveFocus();
    expect(visa).toHaveAttribute('aria-invalid', 'true');
    expect(onPaySaved).not.toHaveBeenCalled();
    await user.click(visa);
    expect(screen.queryByText('Please select a card')).not.toBeInTheDocument();
    await user.click(pay());
    expect(onPaySaved).toHaveBeenCalledWith(CARDS[0]!);
  });

  it('can switch to a new card, which goes to PayHere', async () => {
    const { user, onCheckout, onPaySaved } = renderStep(CARDS);
    await user.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(screen.queryByRole('group', { name: 'Saved cards' })).not.toBeInTheDocument();
    expect(screen.getByText(/PayHere's secure payment page/)).toBeInTheDocument();
    await user.click(toCheckout());
    expect(onCheckout).toHaveBeenCalledTimes(1);
    expect(onPaySaved).not.toHaveBeenCalled();
  });
});
