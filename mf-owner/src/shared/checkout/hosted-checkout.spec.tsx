import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CheckoutForm } from '@vetnow/contracts/payments';
import { createI18n } from '@vetnow/web-kit/i18n';
import { createTestQueryClient, owner } from '@vetnow/web-kit/testing';
import { stubApi, type Answer, type StubbedCall } from '../../testing/fixtures';
import { checkoutErrorOf, startHostedCheckout } from './hosted-checkout';
import { useHostedCheckout } from './use-hosted-checkout';
import { recordSubmittedForms } from './testing/submitted-forms';

createI18n();

const FORM: CheckoutForm = {
  action: 'https://sandbox.payhere.lk/pay/checkout',
  fields: { merchant_id: '1211149', return_url: 'http://localhost:8080/confirmation?appointment=a-1&checkout=return', order_id: 'VN-ORDER-1', amount: '2500.00', currency: 'LKR', hash: 'ABCDEF0123456789ABCDEF0123456789' },
};

const submitted = recordSubmittedForms();

afterEach(() => {
  jest.restoreAllMocks();
});

describe('startHostedCheckout', () => {
  it('posts a hidden form of every field, in order, to the provider', () => {
    const form = startHostedCheckout(FORM);
    expect(submitted).toEqual([form]);
    expect(form.parentElement).toBe(document.body);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(FORM.action);
    expect(form.hidden).toBe(true);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((i) => i.type)).toEqual(Array(6).fill('hidden'));
    expect(inputs.map((i) => [i.name, i.value])).toEqual(Object.entries(FORM.fields));
  });

  it('replaces the form of an earlier start', () => {
    startHostedCheckout(FORM);
    startHostedCheckout({ ...FORM, fields: { order_id: 'VN-ORDER-2' } });
    const forms = document.querySelectorAll('form[data-vetnow-checkout]');
    expect(forms).toHaveLength(1);
    expect(forms[0]!.querySelector('input')!.value).toBe('VN-ORDER-2');
    expect(submitted).toHaveLength(2);
  });

  it('reads the failure handed to /confirmation, and nothing else', () => {
    expect(checkoutErrorOf({ checkoutError: 'down' })).toBe('down');
    expect(checkoutErrorOf({ reselectSlot: true })).toBeNull();
    expect(checkoutErrorOf(null)).toBeNull();
  });
});

describe('useHostedCheckout', () => {
  let profile: Answer;
  let checkoutAnswer: Answer;
  let calls: StubbedCall[];

  beforeEach(() => {
    localStorage.setItem('token', 'a.b.c');
    profile = [200, owner({ contactNumber: '0771234567', address: { street: '12 Lake Road', city: 'Battaramulla', location: 'Battaramulla' } })];
    checkoutAnswer = [200, FORM];
    calls = stubApi((_method, path) => {
      if (path === '/api/users/profile') return profile;
      if (path === '/api/payments/checkout') return checkoutAnswer;
      return undefined;
    });
  });

  function renderCheckout(options?: { enabled?: boolean }) {
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return renderHook(() => useHostedCheckout(options), { wrapper });
  }

  const checkoutBodies = () => calls.filter((c) => c.path === '/api/payments/checkout').map((c) => c.body);

  it("asks for the appointment's form with the profile's phone, street and city, then posts it and stays busy", async () => {
    const { result } = renderCheckout();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/users/profile')).toBe(true));
    await act(() => result.current.start('a-1'));
    expect(checkoutBodies()).toEqual([{ appointmentId: 'a-1', phone: '0771234567', address: '12 Lake Road', city: 'Battaramulla' }]);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.getAttribute('action')).toBe(FORM.action);
    expect(result.current.busy).toBe(true); // the page is leaving
    expect(result.current.error).toBeNull();
  });

  it('reads the profile when started if it was not read before, and leaves out an empty street', async () => {
    profile = [200, owner({ address: { street: ' ', city: 'Battaramulla', location: 'Battaramulla' } })];
    const { result } = renderCheckout({ enabled: false });
    expect(calls).toEqual([]);
    await act(() => result.current.start('a-1'));
    expect(checkoutBodies()).toEqual([{ appointmentId: 'a-1', phone: '0771234567', city: 'Battaramulla' }]);
    expect(submitted).toHaveLength(1);
  });

  it("on the server's refusal: its text as the error, onError told, nothing posted, not busy", async () => {
    checkoutAnswer = [503, { statusCode: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: 'Card payments are not available right now. Please try again later or pay at the clinic.' }];
    const onError = jest.fn<(text: string) => void>();
    const { result } = renderCheckout();
    await act(() => result.current.start('a-1', { onError }));
    const text = 'Card payments are not available right now. Please try again later or pay at the clinic.';
    expect(result.current.error).toBe(text);
    expect(onError).toHaveBeenCalledWith(text);
    expect(result.current.busy).toBe(false);
    expect(submitted).toEqual([]);
  });

  it('right after booking, PAYMENT_NOT_FOUND is asked again until svc-payments knows the appointment', async () => {
    const notYet: Answer = [404, { statusCode: 404, code: 'PAYMENT_NOT_FOUND', message: 'No card payment was found for this appointment' }];
    let asked = 0;
    calls = stubApi((_method, path) => {
      if (path === '/api/users/profile') return profile;
      if (path === '/api/payments/checkout') return ++asked < 3 ? notYet : checkoutAnswer;
      return undefined;
    });
    const { result } = renderCheckout();
    await act(() => result.current.start('a-1'));
    expect(asked).toBe(3);
    expect(submitted).toHaveLength(1);
    expect(result.current.error).toBeNull();
  });

  it('a failure without a server text reads as the fallback; a profile without a phone is not sent', async () => {
    checkoutAnswer = [500, {}];
    const { result } = renderCheckout();
    await act(() => result.current.start('a-1'));
    expect(result.current.error).toBe('The secure payment page could not be opened. Please try again, or pay at the clinic.');

    profile = [200, owner({ contactNumber: '' })];
    const second = renderCheckout();
    await act(() => second.result.current.start('a-1'));
    expect(second.result.current.error).toBe('Add your contact number to your profile to pay by card.');
    expect(checkoutBodies()).toHaveLength(1); // the first hook's only
    expect(submitted).toEqual([]);
  });
});
