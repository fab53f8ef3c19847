import { afterAll, afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMON_NAMESPACE, i18n, setLanguage, type Language } from '@vetnow/web-kit/i18n';
import { clockStartsAt, englishLeftovers } from '@vetnow/web-kit/testing';
import toast from 'react-hot-toast/headless';
import { DESK_TOMORROW, callerOwner, callersApi, dayOf, deskPet, waitlistEntry } from '../../../testing/callers-api';
import { DESK_NOW, deskApi } from '../../../testing/front-desk-api';
import { renderFrontDesk } from '../../../testing/render-front-desk';
import en from '../i18n/callers.en.json' with { type: 'json' };
import si from '../i18n/callers.si.json' with { type: 'json' };
import ta from '../i18n/callers.ta.json' with { type: 'json' };
import deskEn from '../i18n/en.json' with { type: 'json' };
import deskSi from '../i18n/si.json' with { type: 'json' };
import deskTa from '../i18n/ta.json' with { type: 'json' };

// Issue 39 phase B: phone booking and the waitlist read in Sinhala and Tamil. The catalogues' keys, {{variables}}
// and scripts: tools/i18n/catalogues.spec.ts checks every catalogue.

clockStartsAt(DESK_NOW);

const CATALOGUES = { si: [si, deskSi], ta: [ta, deskTa] } as const;

/** The kit's own texts (common namespace) are not this screen's: allowed while the kit's si/ta leave them English. */
function allowed(language: Language): string[] {
  const kit = i18n.getFixedT(language, COMMON_NAMESPACE);
  const kitEn = i18n.getFixedT('en', COMMON_NAMESPACE);
  return ['close', 'loading', 'confirm.cancel', 'confirm.confirm'].filter((key) => kit(key) === kitEn(key)).map((key) => kitEn(key));
}

afterEach(() => act(() => toast.remove()));
afterAll(async () => {
  await act(() => setLanguage('en'));
});

describe.each(['si', 'ta'] as const)('phone booking and the waitlist in %s', (language: Exclude<Language, 'en'>) => {
  const [texts, desk] = CATALOGUES[language];

  beforeEach(async () => {
    localStorage.clear();
    deskApi();
    callersApi({
      owners: [callerOwner('u-7'), callerOwner('u-8', { fullName: 'Kasuni Perera', contactNumber: '+94701112223', email: null, claimed: false })],
      pets: { 'u-7': [deskPet('p-1')] },
      slots: {
        [dayOf('d-1', DESK_TOMORROW)]: [
          { time: '09:00 AM', isBooked: true },
          { time: '09:30 AM', isBooked: false },
        ],
        [dayOf('d-2', DESK_TOMORROW)]: [{ time: '09:00 AM', isBooked: true, unavailable: 'leave', reason: 'Conference' }],
      },
      waitlist: [
        waitlistEntry('wl-1'),
        waitlistEntry('wl-2', {
          doctor: null,
          status: 'offered',
          place: null,
          offer: { doctor: { _id: 'd-2', fullName: 'Dr. Amaya Silva' }, appointmentDate: DESK_TOMORROW, timeSlot: '02:30 PM', expiresAt: '2026-11-22T04:40:00.000Z' },
        }),
        waitlistEntry('wl-3', { status: 'booked', place: null }),
        waitlistEntry('wl-4', { status: 'lapsed', place: null }),
        waitlistEntry('wl-5', { status: 'left', place: null }),
      ],
    });
    await act(() => setLanguage(language));
  });

  it('the owner search, the new caller form, the pet, the slots, the waitlist offer and the payment', async () => {
    const user = userEvent.setup();
    const { container } = renderFrontDesk();
    await user.click(screen.getByRole('tab', { name: desk.views.phone }));
    await user.type(screen.getByRole('searchbox'), 'Kas');
    await user.click(screen.getByRole('button', { name: texts.search.submit }));
    expect(await screen.findByText(texts.search.notClaimed)).toBeInTheDocument();
    expect(screen.getByText(texts.search.noEmail)).toBeInTheDocument();
    expect(englishLeftovers(container, [en, deskEn], allowed(language))).toEqual([]);

    // The contract's messages in the language (the kit's validation catalogue, by message id).
    await user.click(screen.getByRole('button', { name: texts.newCaller.open }));
    const form = within(screen.getByRole('form', { name: texts.newCaller.title }));
    await user.click(form.getByRole('button', { name: texts.newCaller.submit }));
    const translated = i18n.getFixedT(language, COMMON_NAMESPACE)('validation.desk.fullNameRequired');
    expect(translated).not.toBe('Full name is required');
    await waitFor(() => expect(form.getByLabelText(new RegExp(`^${texts.newCaller.fullName}`))).toHaveAccessibleDescription(translated));
    await user.click(form.getByRole('button', { name: texts.newCaller.cancel }));

    await user.click(screen.getAllByRole('button', { name: /^Kasun Jayawardena / })[0]!);
    expect(await screen.findByRole('radio', { name: /^Bruno / })).toBeChecked();
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${texts.slot.doctor}`)), await screen.findByRole('option', { name: 'Dr. Amaya Silva' }));
    expect(await screen.findByText(texts.slot.state.leave)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.waitlist.join })).toBeInTheDocument();
    expect(englishLeftovers(container, [en, deskEn], allowed(language))).toEqual([]);

    await user.selectOptions(screen.getByLabelText(new RegExp(`^${texts.slot.doctor}`)), 'd-1');
    expect(await screen.findByText(texts.slot.state.booked)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: new RegExp(`^${texts.details.link}`) })).toBeInTheDocument();
    expect(englishLeftovers(container, [en, deskEn], allowed(language))).toEqual([]);
  });

  it('the waitlist of a day and the Remove confirmation', async () => {
    const user = userEvent.setup();
    const { container } = renderFrontDesk();
    await user.click(screen.getByRole('tab', { name: desk.views.waitlist }));
    expect(await screen.findByText(texts.list.status.booked)).toBeInTheDocument();
    expect(screen.getByText(texts.list.status.lapsed)).toBeInTheDocument();
    expect(screen.getByText(texts.list.anyDoctor)).toBeInTheDocument();
    expect(englishLeftovers(container, [en, deskEn], allowed(language))).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: texts.list.removeLabel.replace('{{owner}}', 'Ruwan Dias') })[0]!);
    const dialog = screen.getByRole('dialog', { name: texts.list.confirmTitle });
    expect(within(dialog).getByRole('button', { name: texts.list.keep })).toBeInTheDocument();
    expect(englishLeftovers(dialog, [en, deskEn], allowed(language))).toEqual([]);
  });
});

describe('the English check itself', () => {
  it('finds the English texts when the screen is in English', async () => {
    deskApi();
    callersApi({ waitlist: [waitlistEntry('wl-1', { status: 'booked', place: null })] });
    await act(() => setLanguage('en'));
    const user = userEvent.setup();
    const { container } = renderFrontDesk();
    await user.click(screen.getByRole('tab', { name: deskEn.views.waitlist }));
    await screen.findByText(en.list.status.booked);
    expect(englishLeftovers(container, [en, deskEn])).toEqual(expect.arrayContaining([en.list.status.booked, deskEn.views.phone]));
  });
});
