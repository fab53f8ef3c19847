import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, clockStartsAt } from '@vetnow/web-kit/testing';
import { callersApi } from '../../../testing/callers-api';
import { openStreams } from '../../../testing/event-stream';
import { DESK_NOW, deskApi, deskAppointment } from '../../../testing/front-desk-api';
import { renderFrontDesk } from '../../../testing/render-front-desk';

// Issue 39 phase B: /front-desk has three views — the Day sheet (first), Phone booking and the Waitlist — as tabs.

clockStartsAt(DESK_NOW);

describe('the front desk views', () => {
  it('opens on the Day sheet; the tabs switch by click and arrow keys; the live stream is open only on the Day sheet', async () => {
    deskApi({ appointments: [deskAppointment('a1')] });
    callersApi();
    const user = userEvent.setup();
    renderFrontDesk();

    expect(screen.getByRole('tablist', { name: 'Front desk views' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Day sheet', 'Phone booking', 'Waitlist']);
    expect(screen.getByRole('tab', { name: 'Day sheet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Day sheet' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: '09:00 AM' });
    expect(openStreams()).toEqual([{ route: API.desk.daySheetEvents.name, query: { date: '2026-11-22' } }]);

    screen.getByRole('tab', { name: 'Day sheet' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Phone booking' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Phone booking' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1. Owner' })).toBeInTheDocument();
    expect(screen.queryByText('Live')).not.toBeInTheDocument();
    expect(openStreams()).toEqual([]);

    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Waitlist' })).toBeInTheDocument();
    expect(await screen.findByText('Nobody is on the waitlist for this day.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Day sheet' }));
    expect(await screen.findByRole('rowheader', { name: '09:00 AM' })).toBeInTheDocument();
    expect(openStreams()).toHaveLength(1);
    // Back on the Day sheet, it is read again (it may have changed while it was off screen).
    await waitFor(() => expect(callsTo(API.desk.daySheet)).toHaveLength(2));
  });
});
