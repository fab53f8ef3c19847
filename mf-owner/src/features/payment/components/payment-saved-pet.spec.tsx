import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@vetnow/web-kit/i18n';
import { NOW, clockStartsAt, owner } from '@vetnow/web-kit/testing';
import { appointment, bookingStanding, stubApi, type StubbedCall } from '../../../testing/fixtures';
import { resetWizardStore, writeDraft } from '../../../shared/booking-wizard/wizard-store';
import { bookingDraft } from '../../../shared/booking-wizard/testing/draft-fixture';
import { PaymentPage } from './payment-page';
import { renderRoute } from '../../../testing/render-route';

// Issue 38: a booking for a saved pet sends its id, so the appointment is linked to it; another pet sends none.

createI18n();
clockStartsAt(NOW);

let calls: StubbedCall[];

beforeEach(() => {
  sessionStorage.clear();
  resetWizardStore();
  calls = stubApi((_method, path) => {
    if (path === '/api/payments/saved-cards') return [200, []];
    if (path === '/api/users/booking-standing') return [200, bookingStanding()];
    if (path === '/api/appointments/book') return [201, { success: true, appointment: appointment({ _id: 'a-1', paymentMethod: 'cash' }) }];
    if (path === '/api/users/appointments') return [200, []];
    if (path === '/api/users/profile') return [200, owner()];
    return undefined;
  });
});

async function bookWithCash() {
  const user = userEvent.setup();
  renderRoute('/payment', <PaymentPage />);
  await user.click(screen.getByRole('button', { name: 'Pay at Clinic' }));
  await user.click(screen.getByRole('button', { name: 'Confirm Appointment' }));
  expect(await screen.findByText('Now at /confirmation')).toBeInTheDocument();
  const book = calls.filter((c) => c.path === '/api/appointments/book');
  expect(book).toHaveLength(1);
  return book[0]!.body as Record<string, unknown>;
}

describe('the book request and the saved pet (issue 38)', () => {
  it('carries the petId of the saved pet the wizard chose, beside the pet details', async () => {
    writeDraft(bookingDraft({ petId: 'p-bruno', pet: { name: 'Bruno', type: 'Dog', breed: 'Labrador', age: 3 } }));
    const body = await bookWithCash();
    expect(body).toMatchObject({ petId: 'p-bruno', pet: { name: 'Bruno', type: 'Dog', breed: 'Labrador', age: 3 }, paymentMethod: 'cash' });
  });

  it('has no petId for another pet (the booking saves it)', async () => {
    writeDraft(bookingDraft());
    const body = await bookWithCash();
    expect(body).not.toHaveProperty('petId');
    expect(body['pet']).toEqual({ name: 'Rex', type: 'Cat', breed: 'Persian', age: 3 });
  });
});
