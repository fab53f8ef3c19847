import { afterAll, afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast/headless';
import type { SavedCard } from '@vetnow/contracts/card';
import type { CardPreapprovalReturn } from '@vetnow/contracts/payments';
import { createI18n, setLanguage } from '@vetnow/web-kit/i18n';
import { owner, savedCard } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { stubApi, type Answer, stubApiNeverAnswering } from '../../../testing/fixtures';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import { PaymentMethodsTab } from './payment-methods-tab';
import { recordSubmittedForms } from '../../../shared/checkout/testing/submitted-forms';

createI18n();

const NOW = new Date('2026-11-21T06:00:00Z');
/** Kasun's Visa (expires 12/28) and an expired Mastercard. */
const VISA = savedCard({ id: '7d1f0c2a-1111-4a1b-9c3d-000000000001', lastFour: '1111' });
const MASTERCARD = savedCard({ id: '7d1f0c2a-2222-4a1b-9c3d-000000000002', cardType: 'mastercard', lastFour: '4444', expiryDate: '10/26' });
/** The card PayHere's notify saves while the owner is on its page. */
const NEW_CARD = savedCard({ id: '7d1f0c2a-3333-4a1b-9c3d-000000000003', lastFour: '1292', expiryDate: '12/30', cardholderName: 'S Perera' });

/** The signed Preapproval form svc-payments answers (PayHere's fields, in order; no amount). */
const PREAPPROVAL_FORM = {
  action: 'https://sandbox.payhere.lk/pay/preapprove',
  fields: {
    merchant_id: '1211149',
    return_url: 'http://localhost:8080/profile?tab=payment-methods&card=added',
    cancel_url: 'http://localhost:8080/profile?tab=payment-methods&card=cancelled',
    notify_url: 'http://localhost:8080/api/payments/payhere/notify',
    first_name: 'Kasun',
    last_name: 'Jayawardena',
    email: 'kasun@example.lk',
    phone: '0771234567',
    address: '12 Lake Road',
    city: 'Battaramulla',
    country: 'Sri Lanka',
    order_id: 'CARD-0A1B2C3D',
    items: 'VetNow saved card',
    currency: 'LKR',
    hash: '0123456789ABCDEF0123456789ABCDEF',
  },
};
/** Short polls for the tests: 3 looks 30 ms apart after the first answer (to see them run out). */
const FAST_POLL = [30, 30, 30];
/** Polls that outlast a few slow answers (to see the new card found). */
const PATIENT_POLL = Array<number>(20).fill(50);

let cards: SavedCard[];
let deleteAnswer: (id: string) => Answer;
let listAnswer: () => Answer;
let profileAnswer: Answer;
let preapprovalAnswer: Answer;
let calls: ReturnType<typeof stubApi>;
let consoleWarn: jest.SpiedFunction<typeof console.warn>;
/** The forms posted to PayHere (jsdom does not navigate: HTMLFormElement.submit is recorded). */
const submitted = recordSubmittedForms();

function renderTab(cardReturn: CardPreapprovalReturn | null = null, pollDelaysMs: readonly number[] = PATIENT_POLL) {
  return render(
    <>
      <AppToaster />
      <PaymentMethodsTab now={() => NOW} cardReturn={cardReturn} pollDelaysMs={pollDelaysMs} />
    </>,
  );
}

const cardArticles = () => within(screen.getByRole('list', { name: 'Saved cards' })).getAllByRole('article');
const deletes = () => calls.filter((c) => c.method === 'DELETE').map((c) => c.path);
const listReads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/payments/saved-cards').length;
/** The cards listed when the owner left for PayHere's page (as the tab remembers them). */
const leftWith = (list: SavedCard[]) =>
  sessionStorage.setItem('vetnow.saved-cards.before-preapproval', JSON.stringify({ ids: list.map((c) => c.id), renewals: list.filter((c) => c.needsRenewal).map((c) => c.id) }));

beforeEach(() => {
  sessionStorage.clear();
  cards = [VISA, MASTERCARD];
  listAnswer = () => [200, cards];
  profileAnswer = [200, owner()];
  preapprovalAnswer = [200, PREAPPROVAL_FORM];
  deleteAnswer = (id) => {
    cards = cards.filter((c) => c.id !== id);
    return [200, { success: true, message: 'Card deleted successfully' }];
  };
  calls = stubApi((method, path) => {
    if (method === 'GET' && path === '/api/payments/saved-cards') return listAnswer();
    if (method === 'GET' && path === '/api/users/profile') return profileAnswer;
    if (method === 'POST' && path === '/api/payments/saved-cards/preapproval') return preapprovalAnswer;
    const m = /^\/api\/payments\/saved-cards\/([^/]+)$/.exec(path);
    if (method === 'DELETE' && m) return deleteAnswer(decodeURIComponent(m[1]!));
    return undefined;
  });
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  act(() => toast.remove());
  jest.restoreAllMocks();
});

describe('Payment Methods tab', () => {
  it('holds the spec texts in its catalogue', () => {
    expect(en.paymentMethods.confirm).toBe('Are you sure you want to delete this card?');
  });

  it('shows a spinner until the cards arrive', () => {
    stubApiNeverAnswering();
    renderTab();
    expect(screen.getByText('Loading saved cards…').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists each saved card with brand, •••• last four, expiry and holder — and has no card number field anywhere', async () => {
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
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('spinbutton')).toEqual([]);
    expect(document.querySelector('input')).toBeNull();
  });

  it('marks a card saved before PayHere as to be added again', async () => {
    cards = [{ ...MASTERCARD, expiryDate: '12/29', needsRenewal: true }];
    renderTab();
    const [article] = await waitFor(() => cardArticles());
    expect(within(article!).getByText('Add again to pay')).toBeInTheDocument();
    expect(within(article!).getByText('This card was saved before card payments moved to PayHere. Add it again to pay with it.')).toBeInTheDocument();
  });

  describe('Add a card (PayHere\'s Preapproval page)', () => {
    it('asks svc-payments for the signed form with the profile\'s phone, street and city, and posts it to PayHere', async () => {
      const user = userEvent.setup();
      renderTab();
      await waitFor(() => expect(cardArticles()).toHaveLength(2));
      const add = screen.getByRole('button', { name: 'Add a card' });
      expect(add).toHaveAccessibleDescription("You enter the card on PayHere's secure page, then come back here. Nothing is charged.");
      await user.click(add);

      await waitFor(() => expect(submitted).toHaveLength(1));
      const posted = calls.filter((c) => c.method === 'POST');
      expect(posted.map((c) => [c.path, c.body])).toEqual([['/api/payments/saved-cards/preapproval', { phone: '0771234567', address: '12 Lake Road', city: 'Battaramulla' }]]);
      const form = submitted[0]!;
      expect(form.method).toBe('post');
      expect(form.action).toBe('https://sandbox.payhere.lk/pay/preapprove');
      const inputs = [...form.querySelectorAll('input')];
      expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual(Object.entries(PREAPPROVAL_FORM.fields).map(([name, value]) => ['hidden', name, value]));
      // Leaving: the button stays busy; the cards listed now are remembered, to tell the new one on return.
      expect(screen.getByRole('button', { name: 'Opening the secure page…' })).toBeDisabled();
      expect(JSON.parse(sessionStorage.getItem('vetnow.saved-cards.before-preapproval')!)).toEqual({ ids: [VISA.id, MASTERCARD.id], renewals: [] });
    });

    it.each([
      ['no contact number in the profile', () => (profileAnswer = [200, owner({ contactNumber: '' })]), 'Add your contact number to your profile to add a card.'],
      [
        'card payments unavailable (503)',
        () =>
          (preapprovalAnswer = [503, { statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Card payments are not available right now. Please try again later or pay at the clinic.' }]),
        'Card payments are not available right now. Please try again later or pay at the clinic.',
      ],
      ['another failure', () => (preapprovalAnswer = [500]), "PayHere's secure page could not be opened. Please try again later."],
    ])('stays, with its text, when the page cannot be opened: %s', async (_what, arrange, shown) => {
      arrange();
      const user = userEvent.setup();
      renderTab();
      await user.click(screen.getByRole('button', { name: 'Add a card' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(submitted).toEqual([]);
      expect(screen.getByRole('button', { name: 'Add a card' })).toBeEnabled();
    });
  });

  describe('back from PayHere\'s page', () => {
    it('card=added: the list is asked again until the new card is there (PayHere\'s notify lands a moment later), then "Card saved"', async () => {
      leftWith([VISA]);
      cards = [VISA];
      let reads = 0;
      listAnswer = () => {
        reads += 1;
        if (reads === 3) cards = [NEW_CARD, VISA]; // the notify landed
        return [200, cards];
      };
      renderTab('added');
      expect(await screen.findByText('Saving your card… It appears here in a moment.')).toBeInTheDocument();
      expect(await screen.findByText('Card saved', undefined, { timeout: 3000 })).toBeInTheDocument();
      expect(screen.getByText('Card saved').closest('[role="status"]')).toBeInTheDocument();
      expect(cardArticles()).toHaveLength(2);
      expect(within(cardArticles()[0]!).getByText('•••• 1292')).toBeInTheDocument();
      const readsWhenFound = listReads();
      expect(readsWhenFound).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(listReads()).toBe(readsWhenFound); // found: no more polling
      expect(sessionStorage.getItem('vetnow.saved-cards.before-preapproval')).toBeNull();
    });

    it('card=added with a card that needed adding again: saved once it no longer needs it', async () => {
      const old = { ...MASTERCARD, expiryDate: '12/29', needsRenewal: true };
      leftWith([old]);
      cards = [old];
      let reads = 0;
      listAnswer = () => (++reads >= 2 ? [200, [{ ...old, needsRenewal: undefined }]] : [200, cards]);
      renderTab('added');
      expect(await screen.findByText('Card saved')).toBeInTheDocument();
      expect(screen.queryByText('Add again to pay')).not.toBeInTheDocument();
    });

    it('card=added, no card yet after the polls: says so (bounded), and "Check again" asks once more', async () => {
      leftWith([VISA]);
      cards = [VISA];
      const user = userEvent.setup();
      renderTab('added', FAST_POLL);
      expect(await screen.findByText('Your card is not listed yet. It can take a moment: check again shortly.')).toBeInTheDocument();
      const afterPolls = listReads();
      expect(afterPolls).toBeGreaterThanOrEqual(1);
      expect(afterPolls).toBeLessThanOrEqual(1 + FAST_POLL.length + 1);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(listReads()).toBe(afterPolls); // gave up: bounded
      expect(screen.queryByText('Saving your card… It appears here in a moment.')).not.toBeInTheDocument();

      cards = [NEW_CARD, VISA];
      await user.click(screen.getByRole('button', { name: 'Check again' }));
      expect(await screen.findByText('Card saved')).toBeInTheDocument();
    });

    it('card=cancelled: "No card was added", the list as it is, no polling', async () => {
      renderTab('cancelled');
      expect(await screen.findByText('No card was added')).toBeInTheDocument();
      await waitFor(() => expect(cardArticles()).toHaveLength(2));
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(listReads()).toBe(1);
      expect(screen.queryByText('Card saved')).not.toBeInTheDocument();
    });
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
    expect(screen.getByText('Add a card to pay for appointments in one step.')).toBeInTheDocument();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('only logs a failed load and falls back to the empty state', async () => {
    listAnswer = () => [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is temporarily unavailable. Please try again later.' }];
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No saved cards' })).toBeInTheDocument();
    expect(consoleWarn).toHaveBeenCalledWith('[vetnow] saved cards could not be loaded', expect.any(String));
    expect(screen.queryByText('Loading saved cards…')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('temporarily unavailable');
  });
});

describe('Payment Methods tab in Sinhala', () => {
  const texts = si.paymentMethods;
  beforeEach(async () => {
    await act(() => setLanguage('si'));
  });
  afterAll(async () => {
    await act(() => setLanguage('en'));
  });

  it('adds a card: the button and its hint in Sinhala, the form posted to PayHere', async () => {
    const user = userEvent.setup();
    renderTab();
    await screen.findByRole('list', { name: texts.listLabel });
    const add = screen.getByRole('button', { name: texts.add.button });
    expect(add).toHaveAccessibleDescription(texts.add.hint);
    await user.click(add);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.action).toBe(PREAPPROVAL_FORM.action);
    expect(screen.getByRole('button', { name: texts.add.opening })).toBeDisabled();
  });

  it('back with card=added: the list polled until the new card, then the Sinhala "Card saved"', async () => {
    leftWith([VISA]);
    cards = [VISA];
    let reads = 0;
    listAnswer = () => (++reads >= 2 ? [200, [NEW_CARD, VISA]] : [200, cards]);
    renderTab('added');
    expect(await screen.findByText(texts.return.saved)).toBeInTheDocument();
    expect(texts.return.saved).not.toBe(en.paymentMethods.return.saved);
    expect(within(screen.getByRole('list', { name: texts.listLabel })).getAllByRole('article')).toHaveLength(2);
  });

  it('back with card=cancelled: the Sinhala "No card was added"', async () => {
    renderTab('cancelled');
    expect(await screen.findByText(texts.return.cancelled)).toBeInTheDocument();
  });

  it('deletes after the Sinhala confirm dialog', async () => {
    const user = userEvent.setup();
    renderTab();
    const list = await screen.findByRole('list', { name: texts.listLabel });
    await user.click(within(list).getByRole('button', { name: texts.deleteLabel.replace('{{brand}}', 'Visa').replace('{{lastFour}}', '1111') }));
    const dialog = screen.getByRole('dialog', { name: texts.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.confirmYes }));
    expect(await screen.findByText(texts.deleted)).toBeInTheDocument();
    expect(deletes()).toEqual([`/api/payments/saved-cards/${VISA.id}`]);
  });
});
