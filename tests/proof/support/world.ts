// The accounts and records the proof suites work with, all created through the gateway as a browser would:
// two owners (register), the demo doctor and doctors created through the admin API, front-desk staff created
// through the admin API (issue 39), appointments (book), saved cards (PayHere's preapproval page). Every password is
// recorded so the secrets audit can look for it.
import { randomBytes } from 'node:crypto';
import { lastBookableDate } from '@vetnow/domain/booking-limits';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import type { Role } from '@vetnow/contracts/auth-claims';
import { DEMO_ADMIN, DEMO_DOCTOR, DEMO_OWNER, DEMO_STAFF } from '@vetnow/domain/demo';
import { eventually } from '@vetnow/service-kit/testing';
import { DOCTOR_FORM } from '@vetnow/contracts/api/examples';
import { call, describeAnswer } from './http.js';
import { submitOnHostedPage } from '../../../scripts/lib/vetnow-api.mjs';

export interface Principal {
  readonly label: string;
  /** The role signed in as (`userType` of the login): owner `user`, `doctor`, `admin`, front desk `staff`. */
  readonly role: Role;
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
}

export interface Slot {
  readonly doctorId: string;
  readonly appointmentDate: string;
  readonly timeSlot: string;
}

/** Everything secret the run sent: the audit asserts none of it is in a log, a database or an event. */
export interface Secrets {
  readonly passwords: Set<string>;
  readonly tokens: Set<string>;
}

export class World {
  readonly secrets: Secrets = { passwords: new Set(), tokens: new Set() };
  private readonly handedOut = new Set<string>();
  private counter = 0;

  constructor(readonly api: string) {}

  /** A string unique to this run, safe in emails and usernames. */
  unique(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}x${randomBytes(3).toString('hex')}`;
  }

  /** A password nobody else uses, recorded for the audit. */
  newPassword(): string {
    const p = `Pw-${randomBytes(9).toString('base64url')}`;
    this.secrets.passwords.add(p);
    return p;
  }

  remember(token: string): string {
    this.secrets.tokens.add(token);
    return token;
  }

  async post(path: string, body: unknown, token?: string) {
    return call(`${this.api}${path}`, { method: 'POST', body, token });
  }

  /** An owner registered through POST /auth/register. */
  async registerOwner(label: string): Promise<Principal> {
    const username = this.unique('own');
    const email = `${username}@proof.example`;
    const password = this.newPassword();
    const body = {
      username,
      email,
      password,
      confirmPassword: password,
      fullName: `Owner ${label}`,
      contactNumber: '0771234567',
      address: { street: '1 Main Street', city: 'Battaramulla', location: 'Battaramulla' },
    };
    const a = await this.post('/auth/register', body);
    if (a.status !== 201 && a.status !== 200) throw new Error(`register failed: ${describeAnswer('POST', '/auth/register', a)}`);
    const { token, user } = a.json as { token: string; user: { _id: string } };
    return { label, role: 'user', id: user._id, email, password, token: this.remember(token) };
  }

  async login(label: string, role: Principal['role'], email: string, password: string): Promise<Principal> {
    this.secrets.passwords.add(password);
    const a = await this.post('/auth/login', { email, password, userType: role });
    if (a.status !== 200) throw new Error(`login of ${label} failed: ${describeAnswer('POST', '/auth/login', a)}`);
    const { token, user } = a.json as { token: string; user: { _id: string } };
    return { label, role, id: user._id, email, password, token: this.remember(token) };
  }

  loginAdmin(): Promise<Principal> {
    return this.login('admin', 'admin', DEMO_ADMIN.email, DEMO_ADMIN.password);
  }

  /**
   * The seeded demo doctor, signed in. svc-auth activates the account when svc-clinic's doctor.created arrives over
   * JetStream, which can be many seconds after the stack is healthy on a loaded machine (a fresh-clone run took
   * longer than the 7 s this once allowed). Each failed try counts against the per-account sign-in limit (5, then
   * growing delays), so the tries back off instead: at 0, 2, 6, 14 and 30 s — at most 4 failures before the last,
   * and half a minute for the event to arrive.
   */
  async loginDemoDoctor(): Promise<Principal> {
    const signIn = () => this.login('doctor', 'doctor', DEMO_DOCTOR.email, DEMO_DOCTOR.password);
    for (const pauseMs of [2_000, 4_000, 8_000, 16_000]) {
      const doctor = await signIn().catch(() => undefined);
      if (doctor) return doctor;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    return signIn();
  }

  loginDemoOwner(): Promise<Principal> {
    return this.login('demo owner', 'user', DEMO_OWNER.email, DEMO_OWNER.password);
  }

  /** The seeded demo front-desk account (svc-auth seeds it with SEED_DEMO, as the proof stacks run). */
  loginDemoStaff(): Promise<Principal> {
    return this.login('demo front desk', 'staff', DEMO_STAFF.email, DEMO_STAFF.password);
  }

  /** The admin form body of a new front-desk account (a unique email; a first password under the usual rules). */
  staffForm(password = this.newPassword()) {
    const email = `${this.unique('desk')}@proof.example`;
    return { fullName: `Desk Proof ${this.counter}`, email, contactNumber: '0712345678', password };
  }

  /**
   * A front-desk account created by the admin through POST /admin/staff (issue 39), then signed in as Front Desk.
   * svc-auth owns staff accounts outright (no event to wait for): the sign-in works at once.
   */
  async createStaff(label: string, admin: Principal): Promise<Principal> {
    const form = this.staffForm();
    const a = await this.post('/admin/staff', form, admin.token);
    if (a.status !== 201) throw new Error(`creating staff ${label} failed: ${describeAnswer('POST', '/admin/staff', a)}`);
    const member = a.json as { _id: string };
    const staff = await this.login(label, 'staff', form.email, form.password);
    if (staff.id !== member._id) throw new Error(`staff ${label}: token sub ${staff.id} is not the account id ${member._id}`);
    return staff;
  }

  /** The admin form body of a new doctor (a unique email; 09:00–17:00, 30-minute slots). */
  doctorForm(password = this.newPassword()) {
    const email = `${this.unique('dr')}@proof.example`;
    // The OpenAPI example's doctor (the same form the route's documented example sends), under a name of its own.
    return { ...DOCTOR_FORM, fullName: `Dr. Proof ${this.counter}`, email, password };
  }

  /** A doctor created by the admin through POST /admin/doctors, then signed in. */
  async createDoctor(label: string, admin: Principal): Promise<Principal> {
    const form = this.doctorForm();
    const a = await this.post('/admin/doctors', form, admin.token);
    if (a.status !== 201) throw new Error(`creating doctor ${label} failed: ${describeAnswer('POST', '/admin/doctors', a)}`);
    const doctor = a.json as { _id: string };
    // svc-auth learns the doctor from svc-clinic (credentials over HTTP, doctor.created over JetStream).
    return eventually(`doctor ${label} to sign in`, () => this.login(label, 'doctor', form.email, form.password).catch(() => undefined), 20_000, 500).then(
      (p) => {
        if (p.id !== doctor._id) throw new Error(`doctor ${label}: token sub ${p.id} is not the clinic id ${doctor._id}`);
        return p;
      },
    );
  }

  /**
   * A free slot of a doctor no other call of this run has been given, from the day after tomorrow on (clinic
   * time), as GET /doctors/:id/slots lists it.
   */
  async freeSlot(doctorId: string): Promise<Slot> {
    const first = addDays(clinicTomorrow(), 1);
    // Up to the booking horizon: the slot API answers 400 past it (issue 10).
    for (let date = first; date <= lastBookableDate(); date = addDays(date, 1)) {
      const a = await call(`${this.api}/doctors/${doctorId}/slots?date=${date}`);
      if (a.status !== 200) throw new Error(`slots: ${describeAnswer('GET', `/doctors/${doctorId}/slots?date=${date}`, a)}`);
      for (const s of a.json as { time: string; isBooked: boolean }[]) {
        const key = `${doctorId}|${date}|${s.time}`;
        if (s.isBooked || this.handedOut.has(key)) continue;
        this.handedOut.add(key);
        return { doctorId, appointmentDate: date, timeSlot: s.time };
      }
    }
    throw new Error(`no free slot for doctor ${doctorId} up to ${lastBookableDate()}`);
  }

  /** A valid cash booking body for a fresh slot. */
  async bookBody(doctorId: string, extra: Record<string, unknown> = {}) {
    const slot = await this.freeSlot(doctorId);
    return {
      ...slot,
      pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 },
      reason: 'Annual check-up',
      paymentMethod: 'cash',
      ...extra,
    };
  }

  /** An appointment booked by `owner` through POST /appointments/book (retried while booking learns the doctor). */
  async book(owner: Principal, doctorId: string, extra: Record<string, unknown> = {}): Promise<{ _id: string; appointmentId: string }> {
    const body = await this.bookBody(doctorId, extra);
    return eventually(
      `a booking of ${owner.label} with doctor ${doctorId}`,
      async () => {
        const a = await this.post('/appointments/book', body, owner.token);
        if (a.status === 201) return (a.json as { appointment: { _id: string; appointmentId: string } }).appointment;
        // 404: svc-booking has not received doctor.created yet.
        if (a.status === 404) return undefined;
        throw new Error(describeAnswer('POST', '/appointments/book', a, body));
      },
      20_000,
      500,
    );
  }

  /** The desk's walk-in body (POST /desk/walk-ins): a visitor without an account, asking for `doctorId` or anyone (null). */
  walkInBody(doctorId: string | null) {
    return {
      doctorId,
      ownerName: `Walk-in ${this.unique('w')}`,
      contactNumber: '0771234567',
      petName: 'Rex',
      petType: 'Dog',
      reason: 'Limping since this morning',
    };
  }

  /** A save-card body for a test card number (Visa 4111…, Mastercard 5555…4444, …). */
  cardBody(cardNumber: string, cardholderName = 'Proof Holder') {
    const digits = cardNumber.replace(/\D/g, '');
    const cardType = digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : /^3[47]/.test(digits) ? 'amex' : 'unknown';
    const year = (new Date().getUTCFullYear() + 3) % 100;
    return { cardNumber, expiryDate: `12/${String(year).padStart(2, '0')}`, cardholderName, cardType, lastFour: digits.slice(-4) };
  }

  /**
   * A card saved by `owner` as the profile saves one (ADR 0053): POST /payments/saved-cards/preapproval, then PayHere's
   * preapproval page of the stack's local gateway with `cardNumber` (one of its test cards); answered once listed.
   */
  async saveCard(owner: Principal, cardNumber: string): Promise<{ id: string }> {
    const a = await this.post('/payments/saved-cards/preapproval', { phone: '+94771234567' }, owner.token);
    if (a.status !== 200) throw new Error(`preapproval failed: ${describeAnswer('POST', '/payments/saved-cards/preapproval', a)}`);
    const back = await submitOnHostedPage(a.json as { action: string; fields: Record<string, string> }, cardNumber.replace(/\s/g, ''));
    if (back.status !== 303) throw new Error(`the preapproval page answered ${back.status}`);
    const lastFour = cardNumber.replace(/\D/g, '').slice(-4);
    return eventually(`the saved card ${lastFour} of ${owner.label}`, async () => {
      const list = await call(`${this.api}/payments/saved-cards`, { token: owner.token });
      return (list.json as { id: string; lastFour: string }[] | undefined)?.find((c) => c.lastFour === lastFour);
    }, 15_000, 250);
  }
}
