import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, createI18n } from '@vetnow/web-kit/i18n';
import { useState } from 'react';
import en from '../i18n/en.json' with { type: 'json' };
import { MonthCalendar } from './month-calendar';

createI18n();
addResources('booking', en);

const POYA = 'Il Full Moon Poya Day — clinic closed';
const CLOSED = new Map([
  ['2026-11-24', POYA],
  ['2026-11-28', 'Doctor on leave'],
]);

function Calendar({ onSelect = () => {} }: { onSelect?: (date: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <MonthCalendar
      value={value}
      minDate="2026-11-23"
      maxDate="2027-01-21"
      closedDays={CLOSED}
      onSelect={(date) => {
        setValue(date);
        onSelect(date);
      }}
    />
  );
}

const day = (name: string) => screen.getByRole('button', { name });
const tooltip = () => screen.queryByRole('tooltip');

describe('month calendar: closed days', () => {
  it('shows a closed day unavailable, described by its reason, and does not choose it', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Calendar onSelect={onSelect} />);
    const poya = day('Tuesday, November 24, 2026');
    expect(poya).toHaveAttribute('aria-disabled', 'true');
    expect(poya).toHaveAccessibleDescription(POYA);
    expect(day('Wednesday, November 25, 2026')).not.toHaveAttribute('aria-disabled');
    expect(day('Wednesday, November 25, 2026')).not.toHaveAccessibleDescription();
    await user.click(poya);
    expect(onSelect).not.toHaveBeenCalled();
    expect(poya).toHaveAttribute('aria-pressed', 'false');
    expect(
      screen.getByText('Crossed-out days are closed. Point to or focus a day to see why.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' })); // December: no closed day, no hint
    expect(screen.queryByText('Crossed-out days are closed. Point to or focus a day to see why.')).toBeNull();
  });

  it('shows the reason on hover and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    expect(tooltip()).toBeNull();
    await user.hover(day('Saturday, November 28, 2026'));
    expect(tooltip()).toHaveTextContent('Doctor on leave');
    await user.unhover(day('Saturday, November 28, 2026'));
    expect(tooltip()).toBeNull();
  });

  it('reaches a closed day with the arrow keys, shows its reason on focus, and Escape hides it', async () => {
    const user = userEvent.setup();
    render(<Calendar />);
    const first = day('Monday, November 23, 2026');
    expect(first).toHaveAttribute('tabindex', '0');
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(day('Tuesday, November 24, 2026')).toHaveFocus();
    expect(tooltip()).toHaveTextContent(POYA);
    await user.keyboard('{Enter}');
    expect(day('Tuesday, November 24, 2026')).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(day('Wednesday, November 25, 2026')).toHaveFocus();
    expect(tooltip()).toBeNull();
    await user.keyboard('{Enter}');
    expect(day('Wednesday, November 25, 2026')).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a closed day out of the tab order when the month opens on it', () => {
    render(
      <MonthCalendar
        value=""
        minDate="2026-11-24"
        maxDate="2027-01-21"
        closedDays={CLOSED}
        onSelect={() => {}}
      />,
    );
    expect(day('Tuesday, November 24, 2026')).toHaveAttribute('tabindex', '-1');
    expect(day('Wednesday, November 25, 2026')).toHaveAttribute('tabindex', '0');
  });

  it('stops Escape at the calendar while a reason shows (a dialog around it stays open)', () => {
    const outer = jest.fn();
    render(
      <div onKeyDown={outer}>
        <Calendar />
      </div>,
    );
    const poya = day('Tuesday, November 24, 2026');
    fireEvent.focus(poya);
    fireEvent.keyDown(poya, { key: 'Escape' });
    expect(outer).not.toHaveBeenCalled();
    fireEvent.keyDown(poya, { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
  });
});

describe('month calendar: target size (WCAG 2.2, 2.5.8)', () => {
  // jsdom has no layout: the floor is read from the Tailwind classes. At 390 px the grid is about 324 px wide
  // (page px-4, card p-4): seven columns of ~46 px, each day button ~42×44 px; min-w-6 keeps 24 px in any width.
  const SIZE = /\bmin-h-11\b/;
  const WIDTH = /\b(min-w-11|min-w-6)\b/;

  it('every control (month arrows, every day) is at least 24×24 CSS px', () => {
    render(<Calendar />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(30);
    for (const button of buttons) {
      expect(button.className).toMatch(SIZE);
      expect(button.className).toMatch(WIDTH);
    }
  });
});
