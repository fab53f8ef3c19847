import { describe, expect, it } from '@jest/globals';
import type { QueryKey } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API } from './api';
import { apiQuery, apiQueryKey, invalidateAfterWrite, seedServedAnswers, useApiMutation, useApiQuery } from './queries';
import { appointment, callsTo, doctor, handlerFor, renderWithProviders, server, timeSlots, createTestQueryClient } from './testing';

describe('contract-keyed queries', () => {
  it("keys a read by the contract's name and its params and query, empty values left out", () => {
    expect(apiQueryKey(API.clinic.listDoctors, { query: { location: 'Colombo', specialization: '' } })).toEqual([
      'clinic.listDoctors',
      { query: { location: 'Colombo' } },
    ]);
    expect(apiQueryKey(API.clinic.listDoctors, { query: {} })).toEqual(apiQueryKey(API.clinic.listDoctors));
    expect(apiQuery(API.clinic.getSlots, { params: { id: 'd-1' }, query: { date: '2026-11-25' } }).queryKey).toEqual([
      'clinic.getSlots',
      { params: { id: 'd-1' }, query: { date: '2026-11-25' } },
    ]);
  });

  it('useApiQuery calls the route with its input and gives the parsed answer (through select)', async () => {
    server.use(handlerFor(API.clinic.getSlots, timeSlots(['09:30'])));
    function Slots() {
      const slots = useApiQuery(API.clinic.getSlots, { params: { id: 'd-1' }, query: { date: '2026-11-25' } }, {
        select: (list) => list.filter((slot) => !slot.isBooked).length,
      });
      return <p>{slots.data === undefined ? 'loading' : `${slots.data} free`}</p>;
    }
    renderWithProviders(<Slots />);
    expect(await screen.findByText('3 free')).toBeInTheDocument();
    expect(callsTo(API.clinic.getSlots)[0]!.path).toBe('/doctors/d-1/slots?date=2026-11-25');
  });

  it("a write invalidates what the map says — a booking: slots, appointment lists, the figures; nothing else", async () => {
    const client = createTestQueryClient();
    const reads: QueryKey[] = [
      apiQuery(API.clinic.getSlots, { params: { id: 'd-1' }, query: { date: '2026-11-25' } }).queryKey,
      apiQuery(API.booking.own).queryKey,
      apiQuery(API.booking.doctorAppointments).queryKey,
      apiQuery(API.booking.adminAppointments).queryKey,
      apiQuery(API.gateway.adminStats).queryKey,
      apiQuery(API.auth.getProfile).queryKey,
      apiQuery(API.clinic.listDoctors).queryKey,
      apiQuery(API.payments.savedCards).queryKey,
    ];
    for (const key of reads) client.setQueryData(key, 'cached');
    server.use(handlerFor(API.booking.cancel, { success: true, message: 'Appointment cancelled', appointment: appointment('a-1', { status: 'cancelled' }) }));
    const order: string[] = [];
    function Cancel() {
      const cancel = useApiMutation(API.booking.cancel, {
        onSuccess: () => {
          order.push(`onSuccess, own stale: ${String(client.getQueryState(reads[1]!)?.isInvalidated)}`);
        },
      });
      return (
        <button type="button" onClick={() => void cancel.mutateAsync({ params: { id: 'a-1' } }).then(() => order.push('resolved'))}>
          Cancel
        </button>
      );
    }
    renderWithProviders(<Cancel />, { queryClient: client });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(order).toEqual(['onSuccess, own stale: false', 'resolved']));
    const stale = reads.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key[0]);
    expect(stale).toEqual(['clinic.getSlots', 'booking.own', 'booking.doctorAppointments', 'booking.adminAppointments', 'gateway.adminStats']);
    expect(callsTo(API.booking.cancel)[0]!.path).toBe('/appointments/a-1/cancel');
  });

  it("an admin's doctor change makes every doctor read and the figures stale, not the appointments", async () => {
    const client = createTestQueryClient();
    const reads: QueryKey[] = [
      apiQuery(API.clinic.adminListDoctors).queryKey,
      apiQuery(API.clinic.listDoctors, { query: { location: 'Battaramulla' } }).queryKey,
      apiQuery(API.gateway.adminStats).queryKey,
      apiQuery(API.booking.adminAppointments).queryKey,
    ];
    for (const key of reads) client.setQueryData(key, 'cached');
    server.use(handlerFor(API.clinic.adminSetDoctorStatus, doctor({ isActive: false })));
    function Toggle() {
      const toggle = useApiMutation(API.clinic.adminSetDoctorStatus);
      return (
        <button type="button" onClick={() => toggle.mutate({ params: { id: 'd-1' }, body: { isActive: false } })}>
          {toggle.isSuccess ? 'Done' : 'Deactivate'}
        </button>
      );
    }
    renderWithProviders(<Toggle />, { queryClient: client });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Deactivate' }));
    await screen.findByRole('button', { name: 'Done' });
    const stale = reads.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key[0]);
    expect(stale).toEqual(['clinic.adminListDoctors', 'clinic.listDoctors', 'gateway.adminStats']);
  });

  it.each([
    [API.desk.checkIn, ['desk.daySheet', 'booking.doctorAppointments', 'booking.own', 'desk.standing']],
    [API.desk.markNoShow, ['desk.daySheet', 'booking.doctorAppointments', 'booking.own', 'desk.standing']],
    [API.desk.clearArrival, ['desk.daySheet', 'booking.doctorAppointments', 'booking.own', 'desk.standing']],
    [API.desk.addWalkIn, ['desk.daySheet', 'desk.doctorWalkIns']],
    [API.desk.doctorSetWalkInStatus, ['desk.daySheet', 'desk.doctorWalkIns']],
    [API.auth.createStaff, ['auth.listStaff']],
  ])('the front desk: %s makes exactly its reads stale', async (write, expected) => {
    const client = createTestQueryClient();
    const reads: QueryKey[] = [
      apiQuery(API.desk.daySheet, { query: { date: '2026-11-25' } }).queryKey,
      apiQuery(API.desk.doctorWalkIns).queryKey,
      apiQuery(API.booking.doctorAppointments).queryKey,
      apiQuery(API.booking.own).queryKey,
      apiQuery(API.desk.standing).queryKey,
      apiQuery(API.auth.listStaff).queryKey,
      apiQuery(API.clinic.getSlots, { params: { id: 'd-1' }, query: { date: '2026-11-25' } }).queryKey,
    ];
    for (const key of reads) client.setQueryData(key, 'cached');
    await invalidateAfterWrite(client, write);
    const stale = reads.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key[0]);
    expect(stale).toEqual(expected);
  });

  it("takes a served page's answers (ADR 0096) as the reads would have: parsed, keyed, dated; only public reads", async () => {
    const client = createTestQueryClient();
    const served = doctor({ _id: 'd-7', fullName: 'Dr. Served' });
    const taken = seedServedAnswers(client, [
      { route: 'clinic.getDoctor', params: { id: 'd-7' }, data: served, at: 1_000 },
      // Not public: a page never carries an account's data into the cache.
      { route: 'booking.own', data: [], at: 1_000 },
      { route: 'clinic.getDoctor', params: { id: 'd-8' }, data: { ...served, fullName: 42 }, at: 1_000 },
      { route: 'no.such', data: {}, at: 1_000 },
    ]);
    expect(taken).toBe(1);
    const key = apiQueryKey(API.clinic.getDoctor, { params: { id: 'd-7' } });
    expect(client.getQueryData(key)).toEqual(served);
    expect(client.getQueryState(key)?.dataUpdatedAt).toBe(1_000);
    expect(client.getQueryData(apiQueryKey(API.clinic.getDoctor, { params: { id: 'd-8' } }))).toBeUndefined();
    expect(client.getQueryData(apiQueryKey(API.booking.own))).toBeUndefined();

    // The screen's first render has it: no loading state, and (staleTime 0) it is asked again behind it.
    server.use(handlerFor(API.clinic.getDoctor, doctor({ _id: 'd-7', fullName: 'Dr. Refreshed' })));
    function Name() {
      const query = useApiQuery(API.clinic.getDoctor, { params: { id: 'd-7' } });
      return <p>{query.data?.fullName ?? 'loading'}</p>;
    }
    renderWithProviders(<Name />, { queryClient: client });
    expect(screen.getByText('Dr. Served')).toBeInTheDocument();
    expect(await screen.findByText('Dr. Refreshed')).toBeInTheDocument();
    expect(callsTo(API.clinic.getDoctor)).toHaveLength(1);
  });
});
