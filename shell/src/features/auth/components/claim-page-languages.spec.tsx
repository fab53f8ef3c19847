import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { setLanguage } from '@vetnow/web-kit/i18n';
import { englishLeftovers, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { clearToasts, renderAuthPage, signedOutSession } from '../testing/render-auth-page';
import { ClaimPage } from './claim-page';

// Issue 39 phase B with issue 13: /claim in Sinhala and Tamil — the greeting, the form, its validation messages
// (web-kit's validation catalogue, group `caller`) and the refusal; nothing of the English catalogue left.

jest.setTimeout(20_000);
afterAll(async () => {
  clearToasts();
  await act(() => setLanguage('en'));
});

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
const renderClaim = () => renderAuthPage('/claim', <ClaimPage />, signedOutSession(), `/claim?token=${TOKEN}`);

describe.each([
  ['si', si],
  ['ta', ta],
] as const)('the claim page in %s', (language, texts) => {
  it('greets the owner and shows the form and a mismatch in the language', async () => {
    await act(() => setLanguage(language));
    server.use(handlerFor(API.auth.claimLookup, { fullName: 'Kamal', email: null, expiresAt: '2026-11-22T10:00:00.000Z' }));
    const { container } = renderClaim();
    expect(await screen.findByRole('heading', { level: 1, name: texts.claim.welcome.replace('{{name}}', 'Kamal') })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const input = (id: string) => document.getElementById(id) as HTMLInputElement;
    expect(input('claim-password')).toHaveAccessibleName(expect.stringContaining(texts.claim.password));
    await user.type(input('claim-password'), 'lotus-pond-7');
    await user.type(input('claim-confirm-password'), 'lotus-pond-8');
    await user.click(screen.getByRole('button', { name: texts.claim.submit }));
    const confirm = input('claim-confirm-password');
    expect(confirm).toHaveAccessibleName(expect.stringContaining(texts.claim.confirmPassword));
    await waitFor(() => expect(confirm).toHaveAttribute('aria-invalid', 'true'));
    // The contracts' English text, translated through web-kit's validation catalogue.
    expect(confirm).toHaveAccessibleDescription(/\S/);
    expect(englishLeftovers(container, [en, { mismatch: 'Passwords do not match' }])).toEqual([]);
  });

  it('says an expired link has expired, in the language', async () => {
    await act(() => setLanguage(language));
    server.use(handlerFor(API.auth.claimLookup, errorReply('AUTH_CLAIM_LINK_EXPIRED')));
    const { container } = renderClaim();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.claim.refused.expired);
    expect(alert).toHaveTextContent(texts.claim.askClinic);
    expect(englishLeftovers(container, [en])).toEqual([]);
  });
});
