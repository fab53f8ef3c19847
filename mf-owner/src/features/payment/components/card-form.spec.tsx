import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import type { SavedCard } from '@vetnow/contracts/card';
import { createI18n } from '@vetnow/web-kit/i18n';
import { NOW, savedCard } from '@vetnow/web-kit/testing';
import './payment-page'; // registers the payment catalogue
import { CardForm, type CardChoice } from './card-form';

createI18n();

// NOW, 2026-11-21 20:00 UTC, is 22 November in Colombo: November 2026 cards are still valid, October's have expired.

const CARDS = [
  savedCard({ lastFour: '1111', cardholderName: 'K Jayawardena' }), // a Visa expiring 12/28
  savedCard({ id: 'card-2', cardType: 'mastercard', lastFour: '4444', expiryDate: '01/27' }),
];

function renderForm(savedCards: SavedCard[] = []) {
  const onPay = jest.fn<(choice: CardChoice) => void>();
  render(<CardForm savedCards={savedCards} amount="LKR 2,500" busy={false} failure={null} onPay={onPay} now={() => NOW} />);
  return { onPay, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const pay = () => screen.getByRole('button', { name: 'Pay LKR 2,500' });

async function fillNewCard(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'number' | 'expiry' | 'cvv' | 'holder', string>>) {
  const all = { number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123', holder: 'Kasun J', ...values };
  for (const [label, value] of [
    ['Card number', all.number],
    ['Expiry date (MM/YY)', all.expiry],
    ['CVV', all.cvv],
    ['Cardholder name', all.holder],
  ] as const) {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  }
}

describe('card form, new-card mode', () => {
  it('is the default without saved cards and shows every rule’s message at its field', async () => {
    const { user, onPay } = renderForm();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(pay());
    expect(field('Card number')).toHaveAccessibleDescription('Please enter a valid card number');
    expect(field('Expiry date (MM/YY)')).toHaveAccessibleDescription('Please enter expiry date as MM/YY');
    expect(field('CVV')).toHaveAccessibleDescription('Please enter CVV');
    expect(field('Cardholder name')).toHaveAccessibleDescription('Please enter cardholder name');
    expect(field('Card number')).toHaveFocus();
    expect(onPay).not.toHaveBeenCalled();
  });

  it('takes 13 digits but not 12, this month but not last month, 3 CVV digits but not 2, and a non-blank holder', async () => {
    const { user, onPay } = renderForm();
    await fillNewCard(user, { number: '4111 1111 1111', expiry: '10/26', cvv: '12', holder: '   ' });
    await user.click(pay());
    expect(field('Card number')).toHaveAccessibleDescription('Please enter a valid card number Card type: Visa');
    expect(field('Expiry date (MM/YY)')).toHaveAccessibleDescription('Card has expired');
    expect(field('CVV')).toHaveAccessibleDescription('Please enter CVV');
    expect(field('Cardholder name')).toHaveAccessibleDescription('Please enter cardholder name');

    await fillNewCard(user, { expiry: '13/30' });
    await user.click(pay());
    expect(field('Expiry date (MM/YY)')).toHaveAccessibleDescription('Please enter expiry date as MM/YY');

    await fillNewCard(user, { number: '4111 1111 1111 1', expiry: '11/26', cvv: '123', holder: 'Kasun J' });
    await user.click(pay());
    expect(onPay).toHaveBeenCalledWith({
      kind: 'new',
      card: { cardNumber: '4111111111111', expiryDate: '11/26', cvv: '123', cardholderName: 'Kasun J', saveCard: false },
    });
  });

  it('groups the number in fours (at most 19 characters), shows the brand, formats MM/YY and masks a digits-only CVV', async () => {
    const { user } = renderForm();
    await user.type(field('Card number'), '4111-1111x11111111 1999');
    expect(field('Card number')).toHaveValue('4111 1111 1111 1111');
    expect(field('Card number')).toHaveAttribute('maxLength', '19');
    expect(field('Card number')).toHaveAccessibleDescription('Card type: Visa');
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '5500');
    expect(field('Card number')).toHaveAccessibleDescription('Card type: Mastercard');
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '3782');
    expect(field('Card number')).toHaveAccessibleDescription('Card type: American Express');
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '6011');
    expect(field('Card number')).not.toHaveAccessibleDescription();

    await user.type(field('Expiry date (MM/YY)'), '1228');
    expect(field('Expiry date (MM/YY)')).toHaveValue('12/28');
    await user.type(field('CVV'), 'a12345');
    expect(field('CVV')).toHaveValue('1234');
    expect(field('CVV')).toHaveAttribute('type', 'password');
  });
});

describe('card form, saved-card mode', () => {
  it('is the default when cards are saved: a radio list, and a selection is required', async () => {
    const { user, onPay } = renderForm(CARDS);
    expect(screen.getByRole('radio', { name: 'Use a saved card' })).toBeChecked();
    const visa = screen.getByRole('radio', { name: /Visa •••• 1111 Expires 12\/28 · K Jayawardena/ });
    expect(screen.getByRole('radio', { name: /Mastercard •••• 4444 Expires 01\/27/ })).not.toBeChecked();
    await user.click(pay());
    expect(screen.getByText('Please select a card')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Saved cards' })).toHaveAccessibleDescription('Please select a card');
    expect(onPay).not.toHaveBeenCalled();
    await user.click(visa);
    await user.click(pay());
    expect(onPay).toHaveBeenCalledWith({ kind: 'saved', card: CARDS[0]! });
  });

  it('can switch to a new card', async () => {
    const { user } = renderForm(CARDS);
    await user.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(field('Card number')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Save this card for future payments' })).not.toBeChecked();
  });
});
