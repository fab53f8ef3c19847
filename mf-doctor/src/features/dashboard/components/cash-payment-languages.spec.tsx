import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_NAMESPACE, createI18n, i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { englishLeftovers, renderWithProviders } from '@vetnow/web-kit/testing';
import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, doctorApi, doctorAppointments } from '../../../testing/fixtures';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { DoctorDashboardPage } from './doctor-dashboard-page';

// Cash at the desk (issue 35) in Sinhala and Tamil: the Mark as paid button and dialog, its validation messages (the
// kit's validation catalogue) and the card's Paid (cash) with the receipt read in the language.

createI18n();

const CATALOGUES = { si, ta } as const;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{\s*(\w+)\s*}}/g, (_m, name: string) => String(values[name]));
const kitPlaceholders = (language: Language) =>
  ['close', 'loading', 'retry']
    .filter(
      (key) =>
        i18n.getFixedT(language, COMMON_NAMESPACE)(key) === i18n.getFixedT('en', COMMON_NAMESPACE)(key),
    )
    .map((key) => i18n.getFixedT('en', COMMON_NAMESPACE)(key));

afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe.each(['si', 'ta'] as const)('Mark as paid in %s', (language) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    localStorage.clear();
    doctorApi(doctorAppointments());
    await act(() => setLanguage(language));
  });

  it('the dialog, its messages and Paid (cash) read in the language', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AppToaster />
        <DoctorDashboardPage now={() => NOW} />
      </>,
    );
    await user.click(await screen.findByRole('tab', { name: texts.tabs.appointments }));
    const card = () =>
      within(screen.getByRole('list', { name: texts.all.listLabel }))
        .getAllByRole('article')
        .find((c) => within(c).queryByText('VN-T10'))!;
    await user.click(within(card()).getByRole('button', { name: texts.card.markPaid }));
    const dialog = await screen.findByRole('dialog', { name: texts.cashPayment.title });
    const receipt = within(dialog).getByLabelText(new RegExp(texts.cashPayment.receiptNumber));
    await user.click(within(dialog).getByRole('button', { name: texts.cashPayment.submit }));
    const required = i18n.getFixedT(language, COMMON_NAMESPACE)('validation.booking.receiptNumberRequired');
    expect(required).not.toBe('Receipt number is required');
    expect(await within(dialog).findByText(required)).toBeInTheDocument();
    expect(englishLeftovers(dialog, [en], kitPlaceholders(language))).toEqual([]);

    await user.type(receipt, 'RC-7');
    await user.click(within(dialog).getByRole('button', { name: texts.cashPayment.submit }));
    await waitFor(() => expect(within(card()).getByText(`(${texts.payment.paidCash})`)).toBeInTheDocument());
    expect(
      within(card()).getByText(fill(texts.payment.receipt, { receipt: 'RC-7', amount: 'LKR 2,500' })),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(fill(texts.cashPayment.success, { reference: 'VN-T10' })),
    ).toBeInTheDocument();
  });
});
