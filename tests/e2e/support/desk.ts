import pg from 'pg';
import { clinicInstant, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { expect, stackBookingDatabase, type APIRequestContext } from './test';

// The front desk (issue 39) works on today's and past visits, which owners cannot book (from tomorrow on). These
// fixtures book through the API like an owner, then move the visit in svc-booking's database — the one thing the
// specs do behind the API, as time passing would.

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Books `pet` with the doctor on `date` (a bookable day) at `time` (a slot label), pay at the clinic; the appointment id. */
export async function bookVisit(
  request: APIRequestContext,
  ownerToken: string,
  doctorId: string,
  date: string,
  time: string,
  pet: { name: string; type: string },
): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        const answer = await request.post('/api/appointments/book', {
          headers: auth(ownerToken),
          data: {
            doctorId,
            appointmentDate: date,
            timeSlot: time,
            pet: { ...pet, breed: 'Mixed', age: 3 },
            reason: 'Check-up',
            paymentMethod: 'cash',
          },
        });
        last = await answer.text();
        return answer.status();
      },
      { timeout: 30_000, message: `booking ${pet.name} on ${date} ${time}` },
    )
    .toBe(201);
  return (JSON.parse(last) as { appointment: { _id: string } }).appointment._id;
}

/** Moves a booked visit to `date` at `minutes` after midnight, clinic time (30 minutes long), as if that day had come. */
export async function moveVisit(parallelIndex: number, appointmentId: string, date: string, minutes: number): Promise<void> {
  const url = stackBookingDatabase(parallelIndex);
  if (!url) throw new Error('E2E_BOOKING_DB_<i> is not set: the front-desk spec needs the global setup’s stacks');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const startsAt = clinicInstant(date, minutes);
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const moved = await client.query(
      `UPDATE appointments SET appointment_date = $2, time_slot = $3, starts_at = $4, ends_at = $5, updated_at = now() WHERE id = $1`,
      [appointmentId, date, formatSlotLabel(minutes), startsAt, endsAt],
    );
    expect(moved.rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
