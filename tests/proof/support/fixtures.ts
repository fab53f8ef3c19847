import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// The shared cast of the proof suites. Accounts are made up front; records (appointments, cards, throwaway
// doctors) on first use and cached, so a service that is not finished fails only the tests that need it.
import { REFRESH_COOKIE } from '@vetnow/contracts/auth-claims';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { eventually } from '@vetnow/service-kit/testing';
import { submitOnHostedPage } from '../../../scripts/lib/vetnow-api.mjs';
import { DeskSlots, deskDate, moveAppointment, type DeskDay } from './desk-day.js';
import { call, describeAnswer } from './http.js';
import type { Principal } from './world.js';
import { World } from './world.js';

export class Fixtures {
  private readonly cache = new Map<string, Promise<unknown>>();
  private readonly deskSlots = new DeskSlots();
  readonly dayAfterTomorrow = addDays(clinicTomorrow(), 1);

  private constructor(
    readonly world: World,
    readonly admin: Principal,
    /** Owner A: the main owner. */
    readonly ownerA: Principal,
    /** Owner B: another owner, who must never reach A's records. */
    readonly ownerB: Principal,
    /** Doctor X: the demo doctor (seeded), the doctor of A's appointments. */
    readonly doctorX: Principal,
    /** Doctor Y: another doctor, created by the admin, who must never reach X's appointments. */
    readonly doctorY: Principal,
    /** The front desk (issue 39): a staff account created by the admin, who must never manage doctors or read a health record. */
    readonly staff: Principal,
    /** Where svc-notify writes its e-mails (`DATA_DIR/mail`, no SMTP_URL in the proof stack). */
    readonly mailDir?: string,
    /** svc-booking's database: the desk's visits of today and yesterday are moved there (see desk-day.ts). */
    readonly bookingDatabaseUrl?: string,
  ) {}

  static async create(api: string, options: { mailDir?: string; bookingDatabaseUrl?: string } = {}): Promise<Fixtures> {
    const world = new World(api);
    const admin = await world.loginAdmin();
    const [ownerA, ownerB, doctorX, staff] = await Promise.all([
      world.registerOwner('owner A'),
      world.registerOwner('owner B'),
      world.loginDemoDoctor(),
      world.createStaff('front desk', admin),
    ]);
    const doctorY = await world.createDoctor('doctor Y', admin);
    return new Fixtures(world, admin, ownerA, ownerB, doctorX, doctorY, staff, options.mailDir, options.bookingDatabaseUrl);
  }

  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let p = this.cache.get(key) as Promise<T> | undefined;
    if (!p) {
      p = make();
      this.cache.set(key, p);
    }
    return p;
  }

  /** A throwaway doctor the admin routes of the matrix edit, deactivate and delete. */
  doctorZ(): Promise<Principal> {
    return this.once('doctor Z', () => this.world.createDoctor('doctor Z', this.admin));
  }

  /** A throwaway doctor the fuzzer aims the admin doctor routes at. */
  fuzzDoctor(): Promise<Principal> {
    return this.once('fuzz doctor', () => this.world.createDoctor('fuzz doctor', this.admin));
  }

  /** A throwaway front-desk account the matrix's PUT /admin/staff/:id/status aims at. */
  staffZ(): Promise<Principal> {
    return this.once('staff Z', () => this.world.createStaff('staff Z', this.admin));
  }

  /** A throwaway front-desk account the fuzzer aims PUT /admin/staff/:id/status at (it may end up deactivated). */
  fuzzStaff(): Promise<Principal> {
    return this.once('fuzz staff', () => this.world.createStaff('fuzz staff', this.admin));
  }

  /** Doctor D: a throwaway doctor of the desk's visits of today and yesterday (moved before D's hours). */
  deskDoctor(): Promise<Principal> {
    return this.once('desk doctor', () => this.world.createDoctor('doctor D (desk)', this.admin));
  }

  /** The owner of the desk's visits: the no-shows the desk marks count against this owner only, never owner A. */
  deskOwner(): Promise<Principal> {
    return this.once('desk owner', () => this.world.registerOwner('desk owner'));
  }

  /**
   * A visit of the desk owner with doctor D on `day`, one per name: booked through the API, `prepare`d while it is
   * still in the future (a questionnaire, notes), then moved in svc-booking's database to `day` before D's hours.
   */
  deskVisit(
    name: string,
    day: DeskDay,
    prepare?: (visit: { _id: string; appointmentId: string }) => Promise<void>,
  ): Promise<{ _id: string; appointmentId: string; date: string }> {
    return this.once(`desk visit ${name}`, async () => {
      const database = this.bookingDatabaseUrl;
      if (!database) throw new Error('this proof suite has no booking database to move a visit to today');
      const date = deskDate(day);
      const start = this.deskSlots.next(date);
      const visit = await this.world.book(await this.deskOwner(), (await this.deskDoctor()).id);
      await prepare?.(visit);
      await moveAppointment(database, visit._id, date, start);
      return { ...visit, date };
    });
  }

  /** A walk-in the desk added to today's queue, one per name: asking for `doctorId` (null: the next free doctor). */
  walkIn(name: string, doctorId: string | null = this.doctorX.id): Promise<{ _id: string; queueNumber: number }> {
    return this.once(`walk-in ${name}`, async () => {
      const a = await this.world.post('/desk/walk-ins', this.world.walkInBody(doctorId), this.staff.token);
      if (a.status !== 201) throw new Error(`adding walk-in ${name} failed: ${describeAnswer('POST', '/desk/walk-ins', a)}`);
      return a.json as { _id: string; queueNumber: number };
    });
  }

  /** A throwaway owner whose sessions the matrix ends (PUT /users/profile/password revokes them all). */
  sessionOwner(): Promise<Principal> {
    return this.once('session owner', () => this.world.registerOwner('session owner'));
  }

  /** A refresh cookie of a new sign-in of a throwaway owner (the session routes' credential), as a Cookie header. */
  async freshRefreshCookie(): Promise<{ cookie: string }> {
    const owner = await this.once('refresh owner', () => this.world.registerOwner('refresh owner'));
    const a = await this.world.post('/auth/login', { email: owner.email, password: owner.password, userType: 'user' });
    const cookie = a.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE.name}=`))?.split(';')[0];
    if (a.status !== 200 || !cookie) throw new Error(`sign-in for a refresh cookie failed: ${a.status}`);
    this.world.remember(cookie.slice(REFRESH_COOKIE.name.length + 1));
    return { cookie };
  }

  /** An appointment of owner A with doctor X, one per name. */
  appointment(name: string, owner: Principal = this.ownerA, doctorId = this.doctorX.id): Promise<{ _id: string; appointmentId: string }> {
    return this.once(`appointment ${name}`, () => this.world.book(owner, doctorId));
  }

  /**
   * A card appointment of owner A with doctor X to pay on the hosted checkout, one per name: answered once svc-payments
   * has its pending payment (it hears appointment.booked a moment after the booking).
   */
  cardAppointment(name: string, owner: Principal = this.ownerA): Promise<{ _id: string; appointmentId: string }> {
    return this.once(`card appointment ${name}`, async () => {
      const appointment = await this.world.book(owner, this.doctorX.id, { paymentMethod: 'card' });
      await eventually(`svc-payments' payment of ${appointment.appointmentId}`, async () => {
        const a = await this.world.post('/payments/checkout/refresh', { appointmentId: appointment._id }, owner.token);
        return a.status === 200 ? true : undefined;
      }, 15_000, 250);
      return appointment;
    });
  }

  /**
   * A card appointment of owner A paid on the hosted checkout (the stack's local PayHere-compatible gateway), one per
   * name: answered once owner A's list says Paid.
   */
  paidCardAppointment(name: string, owner: Principal = this.ownerA): Promise<{ _id: string; appointmentId: string }> {
    return this.once(`paid card appointment ${name}`, async () => {
      const appointment = await this.world.book(owner, this.doctorX.id, { paymentMethod: 'card' });
      const form = await eventually(`the checkout of ${appointment.appointmentId}`, async () => {
        const a = await this.world.post('/payments/checkout', { appointmentId: appointment._id, phone: '+94771234567' }, owner.token);
        return a.status === 200 ? (a.json as { action: string; fields: Record<string, string> }) : undefined;
      }, 15_000, 250);
      await submitOnHostedPage(form, '4916217501611292');
      await eventually(`${appointment.appointmentId} paid`, async () => {
        const a = await call(`${this.world.api}/users/appointments`, { token: owner.token });
        return (a.json as { _id: string; paymentStatus: string }[]).some((x) => x._id === appointment._id && x.paymentStatus === 'completed');
      }, 15_000, 250);
      return appointment;
    });
  }

  /**
   * An in-app notification of `owner` (svc-notify's booking confirmation of a new appointment, once its
   * appointment.booked has been handled), one per name.
   */
  notification(name: string, owner: Principal = this.ownerA): Promise<{ id: string }> {
    return this.once(`notification ${name}`, async () => {
      const appointment = await this.appointment(`notification ${name}`, owner);
      return eventually(`svc-notify's notification of appointment ${appointment.appointmentId}`, async () => {
        const a = await call(`${this.world.api}/notifications`, { token: owner.token });
        const list = a.json as { notifications?: { id: string; appointmentId: string | null }[] } | undefined;
        return list?.notifications?.find((n) => n.appointmentId === appointment._id);
      }, 15_000, 250);
    });
  }

  /**
   * A genuine unsubscribe token, one per name: from the footer link of the confirmation e-mail svc-notify writes for
   * a new booking of owner B (the e-mail is quoted-printable: soft breaks and `=3D` undone).
   */
  unsubscribeToken(name: string): Promise<string> {
    return this.once(`unsubscribe ${name}`, async () => {
      const dir = this.mailDir;
      if (!dir) throw new Error('this proof suite has no mail directory');
      const appointment = await this.appointment(`unsubscribe ${name}`, this.ownerB);
      return eventually(`svc-notify's e-mail of ${appointment.appointmentId}`, async () => {
        let files: string[];
        try {
          files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
        } catch {
          return undefined;
        }
        for (const file of files) {
          const text = readFileSync(join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
          if (!text.includes(appointment.appointmentId)) continue;
          const token = /\/unsubscribe\?token=([A-Za-z0-9_.%-]+)/.exec(text)?.[1];
          if (token) return decodeURIComponent(token);
        }
        return undefined;
      }, 15_000, 250);
    });
  }

  /** A saved card of owner A, one per name. */
  card(name: string, owner: Principal = this.ownerA, cardNumber = '4916 2175 0161 1292'): Promise<{ id: string }> {
    return this.once(`card ${name}`, () => this.world.saveCard(owner, cardNumber));
  }

  /** The account a route's access names first: owner A, doctor X, the admin, the front desk; anonymous for public routes. */
  primaryFor(access: string): Principal | undefined {
    return ({ user: this.ownerA, authenticated: this.ownerA, doctor: this.doctorX, admin: this.admin, staff: this.staff } as Record<string, Principal>)[
      access
    ];
  }

  /** Every caller of the matrix, in the order requests are sent (others before the primary, who may change state). */
  callers(): { name: string; principal: Principal | undefined }[] {
    return [
      { name: 'anonymous', principal: undefined },
      { name: 'another owner (B)', principal: this.ownerB },
      { name: 'another doctor (Y)', principal: this.doctorY },
      { name: 'front desk (staff)', principal: this.staff },
      { name: 'doctor (X)', principal: this.doctorX },
      { name: 'owner (A)', principal: this.ownerA },
      { name: 'admin', principal: this.admin },
    ];
  }
}
