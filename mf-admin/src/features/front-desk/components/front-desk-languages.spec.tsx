import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_NAMESPACE, i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { clockStartsAt, englishLeftovers } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { DESK_NOW, deskApi, deskAppointment, walkIn } from '../../../testing/front-desk-api';
import { renderFrontDesk } from '../../../testing/render-front-desk';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };

// Issue 39: the Front Desk reads in Sinhala and Tamil — the sheet, its badges and actions, the queue and the dialog.
// The catalogues' keys, {{variables}} and scripts: tools/i18n/catalogues.spec.ts checks every catalogue.

clockStartsAt(DESK_NOW);

const CATALOGUES = { si, ta } as const;

/** The kit's own texts (common namespace) are not this screen's: allowed while the kit's si/ta leave them English. */
function allowed(language: Language): string[] {
  const kit = i18n.getFixedT(language, COMMON_NAMESPACE);
  const kitEn = i18n.getFixedT('en', COMMON_NAMESPACE);
  return ['close', 'loading'].filter((key) => kit(key) === kitEn(key)).map((key) => kitEn(key));
}

afterEach(() => act(() => toast.remove()));
afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe.each(['si', 'ta'] as const)('the Front Desk in %s', (language: Exclude<Language, 'en'>) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    localStorage.clear();
    deskApi({
      appointments: [
        deskAppointment('a1', { at: '09:00', arrival: { state: 'arrived', at: '2026-11-22T03:35:00.000Z' } }),
        deskAppointment('a2', { at: '09:30', paymentMethod: 'card', paymentStatus: 'completed' }),
        deskAppointment('a3', { at: '10:30' }),
        deskAppointment('a4', { at: '11:00', status: 'completed' }),
      ],
      walkIns: [walkIn('w-1'), walkIn('w-2', { queueNumber: 2, status: 'with-doctor', doctor: { _id: 'd-2', fullName: 'Dr. Amaya Silva' } })],
    });
    await act(() => setLanguage(language));
  });

  it('the day sheet, the queue and the Add walk-in dialog', async () => {
    const user = userEvent.setup();
    const { container } = renderFrontDesk();
    expect(await screen.findByRole('heading', { level: 1, name: texts.title })).toBeInTheDocument();
    await screen.findByRole('region', { name: texts.appointments.title });
    expect(await screen.findByText(texts.status.completed)).toBeInTheDocument();
    expect(screen.getByText(texts.payment.method.card)).toBeInTheDocument();
    expect(screen.getAllByText(texts.arrival.expected)).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: new RegExp(`^${texts.actions.checkIn}:`) })).toHaveLength(2);
    expect(screen.getByText(texts.walkIns.anyDoctor)).toBeInTheDocument();
    expect(screen.getByText(texts.live.live)).toBeInTheDocument();
    expect(englishLeftovers(container, [en], allowed(language))).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.walkIns.add }));
    const dialog = screen.getByRole('dialog', { name: texts.walkInForm.title });
    expect(within(dialog).getByRole('option', { name: texts.petType.Rabbit })).toBeInTheDocument();
    expect(englishLeftovers(dialog, [en], allowed(language))).toEqual([]);

    // The contract's messages in the language (the kit's validation catalogue, by message id).
    await user.click(within(dialog).getByRole('button', { name: texts.walkInForm.submit }));
    const owner = within(dialog).getByLabelText(new RegExp(`^${texts.walkInForm.ownerName}`));
    const translated = i18n.getFixedT(language, COMMON_NAMESPACE)('validation.desk.fullNameRequired');
    expect(translated).not.toBe('Full name is required');
    await waitFor(() => expect(owner).toHaveAccessibleDescription(translated));
  });
});

describe('the English check itself', () => {
  it('finds the English texts when the screen is in English', async () => {
    deskApi({ appointments: [deskAppointment('a1')] });
    await act(() => setLanguage('en'));
    const { container } = renderFrontDesk();
    await screen.findByRole('rowheader', { name: '09:00 AM' });
    expect(englishLeftovers(container, [en])).toEqual(expect.arrayContaining([en.title, en.arrival.expected, en.walkIns.title]));
  });
});
