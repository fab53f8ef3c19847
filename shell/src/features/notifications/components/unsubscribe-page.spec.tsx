import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from '@vetnow/web-kit/api';
import { callsTo, errorReply, handlerFor, server } from '@vetnow/web-kit/testing';
import { fakeSession, renderApp } from '../../../app/testing/render-app';

describe('/unsubscribe (issue 12)', () => {
  it('changes nothing until the button is pressed, then says what stopped — signed out', async () => {
    server.use(handlerFor(API.notify.unsubscribe, { success: true, category: 'reminders' }));
    const user = userEvent.setup();
    renderApp('/unsubscribe?token=abc.def', fakeSession('signed-out'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stop these e-mails?' })).toBeInTheDocument();
    expect(callsTo(API.notify.unsubscribe)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer get visit reminders by e-mail.');
    expect(callsTo(API.notify.unsubscribe).map((c) => c.query)).toEqual([{ token: 'abc.def' }]);
  });

  it('pet care reminders (issue 38): says those stopped', async () => {
    server.use(handlerFor(API.notify.unsubscribe, { success: true, category: 'petCare' }));
    const user = userEvent.setup();
    renderApp('/unsubscribe?token=abc.def', fakeSession('signed-out'));
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You will no longer get pet care reminders by e-mail.');
  });

  it('a link the server refuses, or one without a token, says it is not valid', async () => {
    server.use(handlerFor(API.notify.unsubscribe, errorReply('NOTIFICATION_UNSUBSCRIBE_INVALID')));
    const user = userEvent.setup();
    const first = renderApp('/unsubscribe?token=forged', fakeSession('signed-in', 'user'));
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    first.unmount();
    renderApp('/unsubscribe', fakeSession('signed-out'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
