import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatClinicDate, formatClinicDateTime } from '@vetnow/web-kit/format';
import { COMMON_NAMESPACE, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, clockStartsAt, describeCatalogueTranslations, englishLeftovers, renderWithProviders } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { dayTotals, payment, paymentsApi } from '../testing/payments-api';
import { PaymentsPanel } from './payments-panel';

// Issue 35 §5 in Sinhala and Tamil: the Payments tab, its filters, rows, day totals and the refund dialog read in the
// language; no text of the English catalogues is left.

clockStartsAt(NOW);

afterEach(() => act(() => toast.remove()));
afterAll(async () => {
  await act(() => setLanguage('en'));
});

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => String(values[name]));

/** Card brands and the card-number ending keep their Latin names and symbols in every language. */
const BRANDS_AND_SYMBOLS = /^(brand\.(visa|mastercard|amex)|cardEnding)$/;
describeCatalogueTranslations('payments', en, { si, ta }, (key) => BRANDS_AND_SYMBOLS.test(key));

describe.each([
  ['si', si],
  ['ta', ta],
] as const)('the Payments tab in %s', (language, texts) => {
  it('filters, rows, day totals and the refund dialog read in the language', async () => {
    await act(() => setLanguage(language));
    paymentsApi({
      payments: [
        payment('p1', { refundedAmount: 500, refundState: 'refunded' }),
        payment('p2', { status: 'failed', method: 'saved-card', cardType: 'unknown', lastFour: '7487', settledAt: null }),
        payment('p3', { refundState: 'failed', refundError: 'PayHere refused the refund' }),
      ],
      days: {
        '2026-11-21': dayTotals('2026-11-21', { ours: { count: 2, paid: 4300 }, gateway: { checked: 2, paid: 2500, missing: ['VN-GHOST1'] } }),
        '2026-11-22': dayTotals('2026-11-22', { ours: { count: 1, paid: 2500 }, gateway: { unavailable: true } }),
        '2026-11-20': dayTotals('2026-11-20', { ours: { count: 1, paid: 2500 }, gateway: { checked: 1, paid: 2500 } }),
      },
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(
      <>
        <AppToaster />
        <PaymentsPanel now={() => NOW} />
      </>,
    );

    expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(screen.getByText(texts.cashNote)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: texts.filters.label })).toBeInTheDocument();
    expect(screen.getByLabelText(texts.filters.status)).toHaveDisplayValue(texts.filters.allStatuses);
    expect(screen.getByLabelText(texts.filters.method)).toHaveDisplayValue(texts.filters.allMethods);
    const download = screen.getByText(texts.download.action).closest('button');
    expect(download).toHaveAccessibleName(texts.download.action);
    expect(download).toHaveAccessibleDescription(
      fill(texts.download.label, { from: formatClinicDate('2026-11-16', language), to: formatClinicDate('2026-11-22', language) }),
    );

    const row = within((await screen.findByRole('rowheader', { name: 'VN-P2' })).closest('tr')!);
    expect(row.getByText(texts.status.failed)).toBeInTheDocument();
    expect(row.getByText(texts.method['saved-card'])).toBeInTheDocument();
    expect(row.getByText(fill(texts.cardEnding, { brand: texts.brand.unknown, lastFour: '7487' }))).toBeInTheDocument();
    const p3 = within(screen.getByRole('rowheader', { name: 'VN-P3' }).closest('tr')!);
    expect(p3.getByText(fill(texts.refundState.failed, { error: 'PayHere refused the refund' }))).toBeInTheDocument();

    const totals = within(await screen.findByRole('region', { name: texts.totals.title }));
    expect(await totals.findByText(fill(texts.totals.missing, { orders: 'VN-GHOST1' }))).toBeInTheDocument();
    expect(totals.getByText(texts.totals.notChecked)).toBeInTheDocument();
    expect(totals.getAllByText(texts.totals.nothingToCheck).length).toBeGreaterThan(0);
    expect(totals.getByText(i18n.getFixedT(language, 'admin-payments')('totals.matches', { count: 1 }))).toBeInTheDocument();

    const kitClose = i18n.getFixedT(language, COMMON_NAMESPACE)('close');
    const allowed = kitClose === 'Close' ? ['Close'] : [];
    expect(englishLeftovers(container, [en], allowed)).toEqual([]);

    // the refund dialog (the Appointments tab's) with the payment's description in the language
    const p1 = within(screen.getByRole('rowheader', { name: 'VN-P1' }).closest('tr')!);
    await user.click(p1.getByRole('button', { name: new RegExp(`VN-P1`) }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      fill(texts.refund.description, { reference: 'VN-P1', date: formatClinicDateTime('2026-11-22T04:00:00.000Z', language) }),
    );
    // the dialog's own texts: the appointments feature's catalogue, registered when the dialog loaded
    const dialogEn = i18n.getResourceBundle('en', 'admin-appointments') as Parameters<typeof englishLeftovers>[1][number];
    expect(Object.keys(dialogEn)).toContain('refund');
    expect(englishLeftovers(dialog, [en, dialogEn], allowed)).toEqual([]);
  });
});
