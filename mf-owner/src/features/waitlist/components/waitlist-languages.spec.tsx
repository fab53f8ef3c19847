import { afterAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/contracts/api';
import type { WaitlistEntry } from '@vetnow/contracts/waitlist';
import { formatSlotTime } from '@vetnow/web-kit/format';
import { COMMON_NAMESPACE, createI18n, i18n, setLanguage } from '@vetnow/web-kit/i18n';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { NOW, SCRIPT_OF, clockStartsAt, englishLeftovers, errorReply, handlerFor, useHandlers } from '@vetnow/web-kit/testing';
import { formatLongDate } from '../../../shared/format-date';
import { render } from '../../../testing/render';
import { offeredEntry, waitlistEntry } from '../../../testing/waitlist';
import en from '../i18n/en.json' with { type: 'json' };
import si from '../i18n/si.json' with { type: 'json' };
import ta from '../i18n/ta.json' with { type: 'json' };
import { JoinWaitlistPanel } from './join-waitlist-panel';
import { MyWaitlist } from './my-waitlist';

// Issue 39: the waitlist's texts in English, Sinhala and Tamil — from the catalogues, dates and times in the language
// (times in clinic time), and no English left on screen in Sinhala or Tamil.

clockStartsAt(NOW);
createI18n();

const CATALOGUES = { en, si, ta } as const;
const DOCTOR = { _id: 'd-1', fullName: 'Dr. Nimal Perera' };
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replace(`{{${name}}}`, String(value)), text);

let joinAnswer: WaitlistEntry | Response;

beforeEach(() => {
  joinAnswer = waitlistEntry({ place: 4 });
  useHandlers(
    handlerFor(API.waitlist.mine, []),
    handlerFor(API.waitlist.join, () => joinAnswer),
  );
});

afterAll(async () => {
  await act(() => setLanguage('en'));
});

function renderBoth() {
  return render(
    <MemoryRouter>
      <JoinWaitlistPanel doctor={DOCTOR} date="2026-11-26" />
      <MyWaitlist entries={[offeredEntry(), waitlistEntry()]} />
    </MemoryRouter>,
  );
}

describe.each(['en', 'si', 'ta'] as const)('the waitlist in %s', (language) => {
  const texts = CATALOGUES[language];

  beforeEach(async () => {
    await act(() => setLanguage(language));
  });

  it('the full day’s panel, the joined message and "My waitlist" read in the language', async () => {
    const user = userEvent.setup();
    const { container } = renderBoth();
    const panel = within(await screen.findByRole('region', { name: texts.full.title }));
    expect(panel.getByText(fill(texts.full.hint, { date: formatLongDate('2026-11-26', language) }))).toBeInTheDocument();
    expect(panel.getByRole('radio', { name: fill(texts.full.withDoctor, { doctor: DOCTOR.fullName }) })).toBeChecked();
    expect(panel.getByRole('radio', { name: texts.full.anyDoctor })).toBeInTheDocument();

    const list = within(screen.getByRole('region', { name: texts.list.title }));
    expect(list.getByText(texts.list.anyDoctor)).toBeInTheDocument();
    expect(list.getByText(fill(texts.status.waiting, { place: 2 }))).toBeInTheDocument();
    const offered = fill(texts.status.offered, {
      doctor: 'Dr. Amaya Silva',
      time: formatSlotTime('09:30 AM', language),
      until: formatSlotTime('01:40 AM', language),
    });
    expect(list.getByText(offered)).toBeInTheDocument();
    expect(list.getByRole('link', { name: new RegExp(`^${texts.status.bookIt}`) })).toHaveTextContent(texts.status.bookIt);
    const leave = list.getByRole('button', { name: fill(texts.list.leaveLabel, { date: formatLongDate('2026-11-26', language) }) });
    expect(leave).toHaveTextContent(texts.list.leave);

    await user.click(panel.getByRole('button', { name: texts.full.join }));
    expect(await panel.findByText(fill(texts.joined.place, { place: 4 }))).toBeInTheDocument();
    expect(panel.getByText(fill(texts.joined.hint, { minutes: 10 }))).toBeInTheDocument();
    expect(panel.getByRole('link', { name: texts.joined.viewList })).toBeInTheDocument();
    if (language !== 'en') expect(englishLeftovers(container, [en])).toEqual([]);
  });

  if (language !== 'en') {
    it('says "already on the waitlist" by its code, in the language', async () => {
      const user = userEvent.setup();
      joinAnswer = errorReply('WAITLIST_ALREADY_JOINED');
      renderBoth();
      const panel = within(await screen.findByRole('region', { name: texts.full.title }));
      await user.click(panel.getByRole('button', { name: texts.full.join }));
      const already = i18n.getFixedT(language, COMMON_NAMESPACE)('errors.WAITLIST_ALREADY_JOINED');
      expect(already).toMatch(SCRIPT_OF[language]);
      expect(await panel.findByRole('alert')).toHaveTextContent(already);
    });
  }
});
