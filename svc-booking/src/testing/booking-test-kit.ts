import { randomUUID } from 'node:crypto';
import type { Role } from '@vetnow/contracts/auth-claims';
import { addDays, clinicToday } from '@vetnow/domain/clinic-time';
import type { EventEnvelope } from '@vetnow/contracts/event-envelope';
import type { EventPayload } from '@vetnow/contracts/events';
import { kitInbox, kitOutbox } from '@vetnow/service-kit/messaging';
import { type ServiceTestApp, doctorEventPayload, startServiceTestApp, eventually } from '@vetnow/service-kit/testing';
import { asc, eq, isNull } from 'drizzle-orm';
import { AppModule } from '../app.module.js';
import { doctors } from '../database/schema.js';

export { eventually };

/** A doctor as svc-clinic's doctor.created / doctor.updated carry it (version 2: the fee in minor units). */
export type DoctorEvent = EventPayload<'doctor.created'>;

export interface Account {
  readonly sub: string;
  readonly name: string;
  readonly bearer: string;
}

/** Helpers around a booking test app: accounts, doctors through doctor.* events, requests, the outbox. */
/** A booked appointment as the specs refer to it: its id and its reference. */
export interface BookedAppointment {
  _id: string;
  appointmentId: string;
}

export class BookingHarness {
  constructor(readonly t: ServiceTestApp) {}

  /**
   * A booking app on a fresh PostgreSQL database. Per-owner limits (active-appointment cap, request rates) are
   * generous unless `env` sets them (pass `undefined` for the production default); `env` may also point at
   * another instance's DATABASE_URL.
   */
  static async start(env: Record<string, string | undefined> = {}): Promise<BookingHarness> {
    return new BookingHarness(
      await startServiceTestApp({
        service: 'booking',
        template: true,
        module: AppModule,
        env: { MAX_ACTIVE_APPOINTMENTS: '1000', RATE_LIMIT_SCALE: '1000', ...env },
      }),
    );
  }

  close(): Promise<void> {
    return this.t.close();
  }

  async account(role: Role, name = `Test ${role}`, sub: string = randomUUID()): Promise<Account> {
    const token = await this.t.keys.sign({ sub, role, email: `${sub.slice(0, 8)}@vetnow.test`, name });
    return { sub, name, bearer: `Bearer ${token}` };
  }

  /** The cast of the access specs: two owners, two doctors and an admin. */
  async cast(): Promise<{ ownerA: Account; ownerB: Account; doctorX: Account; doctorY: Account; admin: Account }> {
    const [ownerA, ownerB, doctorX, doctorY, admin] = await Promise.all([
      this.account('user', 'Owner A'),
      this.account('user', 'Owner B'),
      this.account('doctor', 'Dr X'),
      this.account('doctor', 'Dr Y'),
      this.account('admin', 'Admin'),
    ]);
    return { ownerA, ownerB, doctorX, doctorY, admin };
  }

  /**
   * Publishes as another service would (`occurredAt` to fake an event that happened earlier but arrives
   * late); retries while the service has not created its stream yet. `version`: an earlier one (e.g. 1, written
   * before ADR 0054) instead of the catalogue's current one.
   */
  async publish(type: string, payload: unknown, opts: { id?: string; occurredAt?: string; version?: number } = {}): Promise<EventEnvelope> {
    return eventually(`publish ${type}`, () => this.t.publish(type, payload, opts).catch(() => undefined));
  }

  /** Waits until the service has handled the event (its id is in the inbox). */
  async handled(event: EventEnvelope): Promise<void> {
    await eventually(`handling of ${event.type}`, async () => {
      const rows = await this.t.db.select().from(kitInbox).where(eq(kitInbox.eventId, event.id));
      return rows.length > 0;
    });
  }

  /** A doctor as svc-clinic announces it (doctor.created), known to booking once this resolves. */
  async doctor(overrides: Partial<DoctorEvent> = {}): Promise<DoctorEvent> {
    const doctor = this.doctorPayload(overrides);
    await this.handled(await this.publish('doctor.created', doctor));
    await eventually('doctor in the read model', async () => (await this.t.db.select().from(doctors).where(eq(doctors.id, doctor._id))).length);
    return doctor;
  }

  /** A doctor.created / doctor.updated payload (a fresh id unless given), not published. */
  doctorPayload(overrides: Partial<DoctorEvent> = {}): DoctorEvent {
    return doctorEventPayload(overrides);
  }


  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Account, payload?: unknown, headers: Record<string, string> = {}) {
    return this.t.app.inject({
      method,
      url,
      headers: { ...(who ? { authorization: who.bearer } : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  }

  book(who: Account | undefined, body: unknown, headers: Record<string, string> = {}) {
    return this.request('POST', '/appointments/book', who, body, headers);
  }

  /** A booking that must succeed (201): the appointment's id and reference. */
  async booked(who: Account, body: unknown): Promise<BookedAppointment> {
    const res = await this.book(who, body);
    expect(res.statusCode).toBe(201);
    return res.json().appointment as BookedAppointment;
  }

  /** Resolves once the relay has published every event of the outbox to the stream. */
  async allRelayed(): Promise<void> {
    await eventually('the outbox relayed', async () => {
      const pending = await this.t.db.select({ id: kitOutbox.id }).from(kitOutbox).where(isNull(kitOutbox.publishedAt));
      return pending.length === 0;
    });
  }

  /** Every event in the outbox, oldest first. */
  async outbox(type?: string): Promise<{ type: string; payload: Record<string, unknown> }[]> {
    const rows = await this.t.db.select().from(kitOutbox).orderBy(asc(kitOutbox.seq));
    return rows
      .filter((r) => type === undefined || r.type === type)
      .map((r) => ({ type: r.type, payload: r.payload as Record<string, unknown> }));
  }
}

/** A date `days` ahead of today in clinic time (2+ keeps tests clear of "tomorrow" at midnight). */
export function daysAhead(days: number): string {
  return addDays(clinicToday(), days);
}

/** A valid cash booking body for a doctor. */
export function cashBooking(doctorId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    doctorId,
    appointmentDate: daysAhead(3),
    timeSlot: '10:00 AM',
    pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 4 },
    reason: 'Annual check-up',
    paymentMethod: 'cash',
    ...overrides,
  };
}

/** A valid card booking body (the card summary only). */
export function cardBooking(doctorId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return cashBooking(doctorId, {
    paymentMethod: 'card',
    paymentData: { cardType: 'visa', lastFour: '1111', cardholderName: 'Kamal Silva', expiryDate: '12/30' },
    ...overrides,
  });
}

/** A pet profile's request body (POST /pets, the desk's): Rex, a neutered male Labrador born 17 March 2022, chipped. */
export function petBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Rex',
    species: 'Dog',
    breed: 'Labrador',
    sex: 'male',
    neutered: true,
    dateOfBirth: '2022-03-17',
    microchipNumber: '900 164 000 123 456',
    colourMarkings: 'Black, white socks',
    ...overrides,
  };
}
