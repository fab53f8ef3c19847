import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@vetnow/contracts/appointment';
import { createI18n } from '@vetnow/web-kit/i18n';
import { appointmentDoctor, doctor, owner } from '@vetnow/web-kit/testing';
import { appointment, stubApi } from '../../../testing/fixtures';
import { renderAppointmentsPage } from '../testing/render-appointments-page';
import { recordSubmittedForms } from '../../../shared/checkout/testing/submitted-forms';

// Issue 35: a card appointment whose payment failed can be paid from My Appointments — "Pay now" opens the hosted
// checkout (the signed form posted to PayHere). Nothing to pay: no button.

createI18n();

const FAILED: Appointment = appointment({
  _id: 'card-failed',
  paymentMethod: 'card',
  paymentStatus: 'failed',
  doctor: appointmentDoctor(doctor({ fullName: 'Dr. Failed' })),
});
const PAID: Appointment = { ...FAILED, _id: 'card-paid', appointmentId: 'VN-PAID', paymentStatus: 'completed', doctor: appointmentDoctor(doctor({ fullName: 'Dr. Paid' })) };
const CASH: Appointment = appointment({ _id: 'cash', doctor: appointmentDoctor(doctor({ fullName: 'Dr. Cash' })) });
const FORM = { action: 'https://sandbox.payhere.lk/pay/checkout', fields: { merchant_id: '1211149', order_id: 'VN-FAILED', hash: 'ABC' } };

let checkoutAnswer: [number, unknown];
let checkoutBodies: unknown[];
const submitted = recordSubmittedForms();

beforeEach(() => {
  localStorage.setItem('token', 'a.b.c');
  checkoutAnswer = [200, FORM];
  checkoutBodies = [];
  stubApi((method, path, body) => {
    if (method === 'GET' && path === '/api/users/appointments') return [200, [FAILED, PAID, CASH]];
    if (method === 'GET' && path === '/api/users/profile') return [200, owner({ contactNumber: '0771234567' })];
    if (method === 'POST' && path === '/api/payments/checkout') {
      checkoutBodies.push(body);
      return checkoutAnswer as [number, unknown];
    }
    return undefined;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
});

const card = async (doctorName: string) =>
  (await screen.findAllByRole('article')).find((a) => within(a).queryByRole('heading', { name: doctorName }))!;

function renderPage() {
  return renderAppointmentsPage();
}

describe('Pay now on My Appointments', () => {
  it('a failed card payment: Pay now posts the checkout form for that appointment', async () => {
    renderPage();
    const failed = await card('Dr. Failed');
    await userEvent.click(await within(failed).findByRole('button', { name: /^Pay by card now for the visit on / }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(checkoutBodies).toEqual([expect.objectContaining({ appointmentId: 'card-failed', phone: '0771234567' })]);
    expect(submitted[0]!.getAttribute('action')).toBe(FORM.action);
  });

  it('nothing to pay (paid by card, cash): no Pay now', async () => {
    renderPage();
    expect(within(await card('Dr. Paid')).queryByRole('button', { name: /^Pay by card now/ })).toBeNull();
    expect(within(await card('Dr. Cash')).queryByRole('button', { name: /^Pay by card now/ })).toBeNull();
  });

  it('the checkout cannot open: its text under the button, nothing posted', async () => {
    checkoutAnswer = [503, { statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Card payments are not available right now. Please try again later or pay at the clinic.' }];
    renderPage();
    const failed = await card('Dr. Failed');
    await userEvent.click(await within(failed).findByRole('button', { name: /^Pay by card now/ }));
    expect(await within(failed).findByRole('alert')).toHaveTextContent('Card payments are not available right now.');
    expect(submitted).toEqual([]);
  });
});
