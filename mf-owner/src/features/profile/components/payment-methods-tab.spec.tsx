import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import type { SavedCard } from '@vetnow/contracts/card';
import { CONFIRM_MESSAGES } from '@vetnow/contracts/messages';
import { createI18n } from '@vetnow/web-kit/i18n';
import { savedCard } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { stubApi, type Answer, stubApiNeverAnswering } from '../../../testing/fixtures';
import en from '../i18n/en.json' with { type: 'json' };
import { PaymentMethodsTab } from './payment-methods-tab';

createI18n();

const NOW = new Date('2026-11-21T06:00:00Z');
/** Kasun's Visa (expires 12/28) and an expired Mastercard. */
const VISA = savedCard({ id: '7d1f0c2a-1111-4a1b-9c3d-000000000001', lastFour: '1111' });
const MASTERCARD = savedCard({ id: '7d1f0c2a-2222-4a1b-9c3d-000000000002', cardType: 'mastercard', lastFour: '4444', expiryDate: '10/26' });

let cards: SavedCard[];
let deleteAnswer: (id: string) => Answer;
let listAnswer: () => Answer;
let calls: ReturnType<typeof stubApi>;
let consoleWarn: jest.SpiedFunction<typeof console.warn>;

function renderTab() {
  return render(
    <>
      <AppToaster />
      <PaymentMethodsTab now={() => NOW} />
    </>,
  );
}

const cardArticles = () => within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('article');
const deletes = () => calls.filter((c) => c.method === 'DELETE').map((c) => c.path);

beforeEach(() => {
  cards = [VISA, MASTERCARD];
  listAnswer = () => [200, cards];
  deleteAnswer = (id) => {
    cards = cards.filter((c) => c.id !== id);
    return [200, { success: true, message: 'Card deleted successfully' }];
  };
  calls = stubApi((method, path) => {
    if (method === 'GET' && path === '/api/payments/saved-cards') return listAnswer();
    const m = /^\/api\/payments\/saved-cards\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && m) return deleteAnswer(decodeURIComponent(m[1]!));
    return undefined;
  });
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  toast.remove();
  jest.restoreAllMocks();
});

describe('Payment Methods tab', () => {
  it('holds the spec texts in its catalogue', () => {
    expect(en.paymentMethods.confirm).toBe(CONFIRM_MESSAGES.deleteCard);
  });

  it('shows a spinner until the cards arrive', () => {
    stubApiNeverAnswering();
    renderTab();
    expect(screen.getByText('Loading saved cards…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists each saved card with brand, •••• last four, expiry and holder', async () => {
    renderTab();
    expect(screen.getByRole('heading', { level: 2, name: 'Saved cards' })).toBeInTheDocument();
    await waitFor(() => expect(cardArticles()).toHaveLength(2));
    const [visa, master] = cardArticles().map((a) => within(a));
    expect(visa!.getByRole('heading', { level: 3, name: 'Visa' })).toBeInTheDocument();
    expect(visa!.getByText('•••• 1111')).toBeInTheDocument();
    expect(visa!.getByText('Card number ending in 1111')).toBeInTheDocument();
    expect(visa!.getByText('12/28')).toBeInTheDocument();
    expect(visa!.getByText('Kasun Jayawardena')).toBeInTheDocument();
    expect(visa!.queryByText('Expired')).not.toBeInTheDocument();
    expect(master!.getByRole('heading', { name: 'Mastercard' })).toBeInTheDocument();
    expect(master!.getByText('•••• 4444')).toBeInTheDocument();
    // October 2026 is before November 2026 (clinic time): expired.
    expect(master!.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the Visa card ending in 1111' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/payments/saved-cards']);
  });

  it('deletes after the confirm dialog: DELETE, success toast, the card leaves the list', async () => {
    const user = userEvent.setup();
    renderTab();
    await waitFor(() => expect(cardArticles()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete the Visa card ending in 1111' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete card' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this card?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deletes()).toEqual([]);
    expect(cardArticles()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Delete the Visa card ending in 1111' }));
    dialog = screen.getByRole('dialog', { name: 'Delete card' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));

    expect(await screen.findByText('Card deleted successfully')).toBeInTheDocument();
    expect(deletes()).toEqual([`/api/payments/saved-cards/${VISA.id}`]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardArticles()).toHaveLength(1);
    expect(screen.queryByText('•••• 1111')).not.toBeInTheDocument();
    expect(screen.getByText('•••• 4444')).toBeInTheDocument();
  });

  it('shows the empty state once the last card is deleted', async () => {
    cards = [VISA];
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete the Visa card ending in 1111' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Saved cards' })).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', [404, { statusCode: 404, code: 'CARD_NOT_FOUND', message: 'Card not found' }] as Answer, 'Card not found'],
    ["'Failed to delete card' without one", [500] as Answer, 'Failed to delete card'],
  ])('keeps the card, logs and toasts %s when the delete fails', async (_what, answer, shown) => {
    deleteAnswer = () => answer;
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Delete the Visa card ending in 1111' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardArticles()).toHaveLength(2);
    expect(screen.queryByText('Card deleted successfully')).not.toBeInTheDocument();
    expect(consoleWarn).toHaveBeenCalledWith('[vetnow] saved card could not be deleted', expect.any(String));
  });

  it("shows 'No saved cards' with a hint when there are none", async () => {
    cards = [];
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument();
    expect(screen.getByText('You can save a card while paying for an appointment.')).toBeInTheDocument();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('only logs a failed load and falls back to the empty state', async () => {
    listAnswer = () => [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again later.' }];
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument();
    expect(consoleWarn).toHaveBeenCalledWith('[vetnow] saved cards could not be loaded', expect.any(String));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('temporarily unavailable');
  });
});
