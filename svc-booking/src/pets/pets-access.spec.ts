import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { addDays, clinicToday, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR, DEMO_OWNER } from '@vetnow/domain/demo';
import {
  careScheduleSchema,
  doctorPetCareSchema,
  overdueReportSchema,
  petProfilesSchema,
  petRecordSchema,
} from '@vetnow/contracts/pet-care';
import { PET_MESSAGES } from '@vetnow/contracts/validation-texts';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { appointments, careRecords, careSchedules, owners, pets } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';
import { CARE_SCHEDULES_FILE } from './care-schedule-file.js';
import { CareSchedulesService } from './care-schedules.service.js';
import { DemoPetsService, seedDemoOn } from './demo-pets.service.js';
import { PET_CLOCK, type PetClock } from './pet-clock.js';

const schedulesSchema = z.array(careScheduleSchema);

describe('pets: who may call every route, schedules, the doctor\'s day, the overdue report, the demo pets (PostgreSQL)', () => {
  let h: BookingHarness;
  let ownerA: Account;
  let ownerB: Account;
  let doctorX: Account;
  let doctorY: Account;
  let doctorZ: Account;
  let admin: Account;
  let clock: PetClock;
  /** Owner A's pet: doctor X saw it (completed visit), doctor Y holds an upcoming appointment, doctor Z's was cancelled. */
  let petId: string;
  let xVisit: string;
  let slot = 0;

  const book = async (who: Account, doctorId: string, overrides: Record<string, unknown> = {}) => {
    const n = slot++;
    const res = await h.book(who, cashBooking(doctorId, { appointmentDate: daysAhead(3), timeSlot: formatSlotLabel(9 * 60 + n * 30), ...overrides }));
    expect(res.statusCode).toBe(201);
    return res.json().appointment as { _id: string; petId: string; appointmentDate: string };
  };

  beforeAll(async () => {
    h = await BookingHarness.start({ SEED_DEMO: 'yes' });
    ({ ownerA, ownerB, doctorX, doctorY, admin } = await h.cast());
    doctorZ = await h.account('doctor', 'Dr Z');
    for (const d of [doctorX, doctorY, doctorZ]) await h.doctor({ _id: d.sub, fullName: d.name });
    clock = h.t.app.get<PetClock>(PET_CLOCK, { strict: false });
    const seen = await book(ownerA, doctorX.sub, { pet: { name: 'Rex', type: 'Dog', breed: 'Labrador' } });
    petId = seen.petId;
    xVisit = seen._id;
    await h.t.db.update(appointments).set({ status: 'completed' }).where(eq(appointments.id, seen._id));
    await book(ownerA, doctorY.sub, { petId });
    const cancelled = await book(ownerA, doctorZ.sub, { petId });
    await h.t.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled._id));
  });
  afterAll(async () => {
    await h?.close();
  });

  describe('the access matrix', () => {
    it('GET /pets/:id: the owner, the admin, the doctor who saw it, the doctor booked with it; others 404', async () => {
      for (const who of [ownerA, admin, doctorX, doctorY]) {
        const res = await h.request('GET', `/pets/${petId}`, who);
        expect({ who: who.name, status: res.statusCode }).toEqual({ who: who.name, status: 200 });
        expect(petRecordSchema.parse(res.json()).pet._id).toBe(petId);
      }
      for (const who of [ownerB, doctorZ, await h.account('doctor', 'Dr Unrelated')]) {
        const res = await h.request('GET', `/pets/${petId}`, who);
        expect({ who: who.name, answer: res.json() }).toEqual({ who: who.name, answer: { statusCode: 404, code: 'PET_NOT_FOUND', message: 'Pet not found' } });
      }
      expect((await h.request('GET', `/pets/${randomUUID()}`, admin)).json().code).toBe('PET_NOT_FOUND');
      expect((await h.request('GET', '/pets/not-a-uuid', ownerA)).json()).toEqual({ statusCode: 400, code: 'PET_INVALID_ID', message: 'Invalid pet ID' });
      expect((await h.request('GET', `/pets/${petId}`)).statusCode).toBe(401);
    });

    it('the owner routes: owner A only on A\'s pet (owner B: 404), staff 403, anonymous 401', async () => {
      const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body: unknown, ok: number][] = [
        ['PUT', `/pets/${petId}`, { name: 'Rex', species: 'Dog', breed: 'Labrador' }, 200],
        ['PUT', `/pets/${petId}/archive`, { archived: false }, 200],
        ['POST', `/pets/${petId}/weights`, { weightKg: 20 }, 201],
      ];
      for (const [method, url, body, ok] of routes) {
        expect((await h.request(method, url, ownerB, body)).json()).toMatchObject({ statusCode: 404, code: 'PET_NOT_FOUND' });
        for (const staff of [doctorX, admin]) expect((await h.request(method, url, staff, body)).statusCode).toBe(403);
        expect((await h.request(method, url, undefined, body)).statusCode).toBe(401);
        expect((await h.request(method, url.replace(petId, 'x1'), ownerA, body)).json()).toMatchObject({ statusCode: 400, code: 'PET_INVALID_ID' });
        expect((await h.request(method, url, ownerA, body)).statusCode).toBe(ok);
      }
      const listB = petProfilesSchema.parse((await h.request('GET', '/pets', ownerB)).json());
      expect(listB.map((p) => p._id)).not.toContain(petId);
      for (const staff of [doctorX, admin]) {
        expect((await h.request('GET', '/pets', staff)).statusCode).toBe(403);
        expect((await h.request('POST', '/pets', staff, { name: 'Staff pet', species: 'Dog' })).statusCode).toBe(403);
      }
      expect((await h.request('GET', '/pets')).statusCode).toBe(401);
      expect((await h.request('POST', '/pets', undefined, { name: 'Anon', species: 'Dog' })).statusCode).toBe(401);
    });

    it('schedules: any signed-in account reads them; only the admin edits', async () => {
      for (const who of [ownerA, doctorX, admin]) expect(schedulesSchema.parse((await h.request('GET', '/care-schedules', who)).json()).length).toBeGreaterThan(0);
      expect((await h.request('GET', '/care-schedules')).statusCode).toBe(401);
      for (const who of [ownerA, doctorX]) expect((await h.request('PUT', '/admin/care-schedules/cat-tick-flea', who, { notes: 'x' })).statusCode).toBe(403);
      expect((await h.request('PUT', '/admin/care-schedules/cat-tick-flea', undefined, { notes: 'x' })).statusCode).toBe(401);
    });

    it("the doctor's day is for doctors (their own appointments only); the overdue report for the admin", async () => {
      const date = daysAhead(3);
      for (const who of [ownerA, admin]) expect((await h.request('GET', `/doctors/dashboard/pet-care?date=${date}`, who)).statusCode).toBe(403);
      expect((await h.request('GET', `/doctors/dashboard/pet-care?date=${date}`)).statusCode).toBe(401);
      const y = doctorPetCareSchema.parse((await h.request('GET', `/doctors/dashboard/pet-care?date=${date}`, doctorY)).json());
      expect(y.map((v) => v.petId)).toEqual([petId]);
      // doctor Z's only appointment that day was cancelled
      expect((await h.request('GET', `/doctors/dashboard/pet-care?date=${date}`, doctorZ)).json()).toEqual([]);
      for (const who of [ownerA, doctorX]) expect((await h.request('GET', '/admin/pets/overdue', who)).statusCode).toBe(403);
      expect((await h.request('GET', '/admin/pets/overdue')).statusCode).toBe(401);
      expect((await h.request('GET', '/admin/pets/overdue', admin)).statusCode).toBe(200);
    });
  });

  describe('care schedules as data', () => {
    it('seeds the shipped file at start: every schedule, valid, with its stages', async () => {
      const shipped = JSON.parse(await readFile(CARE_SCHEDULES_FILE, 'utf8')) as { id: string }[];
      const listed = schedulesSchema.parse((await h.request('GET', '/care-schedules', ownerA)).json());
      expect(listed.map((s) => s.id).sort()).toEqual(shipped.map((s) => s.id).sort());
      expect(listed.find((s) => s.id === 'dog-anti-rabies')).toMatchObject({ species: 'Dog', kind: 'vaccination', name: 'Anti-rabies', active: true, stages: [{ untilAgeWeeks: null, intervalDays: 365 }] });
      for (const id of ['cat-anti-rabies', 'dog-core-dhppil', 'cat-core-fvrcp', 'dog-deworming', 'cat-deworming', 'dog-tick-flea', 'cat-tick-flea']) {
        expect(listed.map((s) => s.id)).toContain(id);
      }
    });

    it('the admin edits (edited_at set); a re-seed refreshes unedited rows, adds new ids and never overwrites an edited one', async () => {
      const res = await h.request('PUT', '/admin/care-schedules/dog-tick-flea', admin, {
        name: 'Tick & flea (12-week chew)',
        stages: [{ untilAgeWeeks: null, intervalDays: 84 }],
        active: true,
      });
      expect(res.statusCode).toBe(200);
      expect(careScheduleSchema.parse(res.json())).toMatchObject({ id: 'dog-tick-flea', name: 'Tick & flea (12-week chew)', stages: [{ untilAgeWeeks: null, intervalDays: 84 }] });
      const [edited] = await h.t.db.select().from(careSchedules).where(eq(careSchedules.id, 'dog-tick-flea'));
      expect(edited?.editedAt).not.toBeNull();

      const dir = await mkdtemp(join(tmpdir(), 'care-schedules-'));
      try {
        const shipped = JSON.parse(await readFile(CARE_SCHEDULES_FILE, 'utf8')) as Record<string, unknown>[];
        const changed = shipped.map((s) => (s['id'] === 'dog-tick-flea' || s['id'] === 'cat-tick-flea' ? { ...s, notes: 'New text from the file' } : s));
        changed.push({ id: 'bird-test', species: 'Bird', kind: 'deworming', name: 'Bird deworming', firstDoseAgeWeeks: 8, stages: [{ untilAgeWeeks: null, intervalDays: 180 }], notes: '' });
        const file = join(dir, 'schedules.json');
        await writeFile(file, JSON.stringify(changed));
        const service = h.t.app.get(CareSchedulesService, { strict: false });
        expect(await service.seed(file)).toBe(2); // cat-tick-flea refreshed, bird-test added; dog-tick-flea kept
        expect(await service.seed(file)).toBe(0); // nothing changes twice
        const rows = await h.t.db.select().from(careSchedules);
        expect(rows.find((r) => r.id === 'dog-tick-flea')).toMatchObject({ name: 'Tick & flea (12-week chew)', notes: expect.not.stringContaining('New text') });
        expect(rows.find((r) => r.id === 'cat-tick-flea')?.notes).toBe('New text from the file');
        expect(rows.find((r) => r.id === 'bird-test')?.species).toBe('Bird');
        await writeFile(file, JSON.stringify([{ ...changed[0], stages: [{ untilAgeWeeks: 12, intervalDays: 14 }] }]));
        await expect(service.seed(file)).rejects.toThrow(/not a valid list of care schedules/);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('refuses an unknown id (404) and a bad change (400 with the message)', async () => {
      expect((await h.request('PUT', '/admin/care-schedules/no-such', admin, { notes: 'x' })).json()).toMatchObject({
        statusCode: 404,
        code: 'CARE_SCHEDULE_NOT_FOUND',
        message: 'Care schedule not found',
      });
      for (const [body, message] of [
        [{ stages: [{ untilAgeWeeks: 12, intervalDays: 14 }] }, PET_MESSAGES.stagesInvalid],
        [{ stages: [{ untilAgeWeeks: null, intervalDays: 0 }] }, PET_MESSAGES.intervalInvalid],
        [{ species: 'Cat' }, 'Unrecognized key'],
      ] as const) {
        const res = await h.request('PUT', '/admin/care-schedules/cat-deworming', admin, body);
        expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: expect.stringContaining(message) });
      }
    });
  });

  describe("the doctor's day and the overdue report (a clock in clinic time)", () => {
    it("lists each of the doctor's appointments that day with its pet's due items, by time", async () => {
      const date = daysAhead(4);
      const dog = await book(ownerB, doctorX.sub, { appointmentDate: date, timeSlot: '11:00 AM', pet: { name: 'Max', type: 'Dog', breed: '' } });
      const cat = await book(ownerB, doctorX.sub, { appointmentDate: date, timeSlot: '09:30 AM', pet: { name: 'Luna', type: 'Cat', breed: '' } });
      await book(ownerB, doctorY.sub, { appointmentDate: date, timeSlot: '10:00 AM', pet: { name: 'Max', type: 'Dog', breed: '' } });
      await h.t.db.insert(careRecords).values([
        { petId: dog.petId, kind: 'vaccination', name: 'Anti-rabies', givenOn: addDays(date, -360), nextDueOn: addDays(date, 5) },
        { petId: dog.petId, kind: 'deworming', name: 'Drontal', givenOn: addDays(date, -100), nextDueOn: addDays(date, -10) },
      ]);
      const day = doctorPetCareSchema.parse((await h.request('GET', `/doctors/dashboard/pet-care?date=${date}`, doctorX)).json());
      expect(day).toEqual([
        { appointmentId: cat._id, petId: cat.petId, petName: 'Luna', due: [] },
        {
          appointmentId: dog._id,
          petId: dog.petId,
          petName: 'Max',
          due: [
            { key: 'deworming:drontal', kind: 'deworming', name: 'Drontal', dueOn: addDays(date, -10), status: 'overdue' },
            { key: 'vaccination:anti-rabies', kind: 'vaccination', name: 'Anti-rabies', dueOn: addDays(date, 5), status: 'due-soon' },
          ],
        },
      ]);
      expect((await h.request('GET', '/doctors/dashboard/pet-care?date=2026-02-30', doctorX)).json()).toMatchObject({ statusCode: 400, message: expect.stringContaining(PET_MESSAGES.dateInvalid) });
      expect((await h.request('GET', '/doctors/dashboard/pet-care', doctorX)).statusCode).toBe(400);
    });

    it('the overdue report: due this month (clinic time) before today, latest dose per line, live pets, owner and last doctor', async () => {
      // 16:30 UTC on 31 July 2027 is 22:00 on 31 July in Colombo; in New York it is 12:30 on 31 July.
      clock.now = () => new Date('2027-07-31T16:30:00.000Z');
      try {
        const mk = async (userId: string, name: string) =>
          (await h.t.db.insert(pets).values({ userId, name, species: 'Dog' }).returning({ id: pets.id }))[0]!.id;
        const late = await mk(ownerA.sub, 'Late');
        const stranger = randomUUID();
        const noOwnerRow = await mk(stranger, 'Snapshot');
        const given = await mk(ownerA.sub, 'Given');
        const archived = await mk(ownerA.sub, 'Archived');
        await h.t.db.update(pets).set({ archivedAt: new Date() }).where(eq(pets.id, archived));
        await h.t.db.insert(owners).values({ id: ownerA.sub, fullName: 'Amara Perera', contactNumber: '0771234567', eventAt: new Date() }).onConflictDoNothing();
        await h.t.db.insert(careRecords).values([
          { petId: late, kind: 'vaccination', name: 'Anti-rabies', givenOn: '2026-07-02', nextDueOn: '2027-07-02' },
          { petId: late, kind: 'deworming', name: 'Drontal', givenOn: '2027-04-30', nextDueOn: '2027-07-30' },
          { petId: late, kind: 'tick-flea', name: 'NexGard', givenOn: '2027-07-01', nextDueOn: '2027-07-31' }, // today: not overdue yet
          { petId: late, kind: 'vaccination', name: 'DHPPi/L', givenOn: '2026-06-30', nextDueOn: '2027-06-30' }, // last month
          { petId: noOwnerRow, kind: 'vaccination', name: 'Anti-rabies', givenOn: '2026-07-10', nextDueOn: '2027-07-10' },
          { petId: given, kind: 'vaccination', name: 'Anti-rabies', givenOn: '2026-07-05', nextDueOn: '2027-07-05' },
          { petId: given, kind: 'vaccination', name: 'anti-rabies', givenOn: '2027-07-06', nextDueOn: '2028-07-06' }, // given since
          { petId: archived, kind: 'vaccination', name: 'Anti-rabies', givenOn: '2026-07-03', nextDueOn: '2027-07-03' },
        ]);
        // the stranger's pet: no owners row, the name and contact its appointment kept; doctor X completed it
        const [visit] = await h.t.db.select().from(appointments).where(eq(appointments.id, xVisit));
        const { during: _during, ...copied } = visit!;
        await h.t.db.insert(appointments).values({
          ...copied,
          id: randomUUID(),
          appointmentId: 'VN-TTTTTT',
          userId: stranger,
          petId: noOwnerRow,
          user: { _id: stranger, fullName: 'Sunil Fernando', contactNumber: '0719876543' },
          startsAt: new Date('2027-01-05T04:00:00Z'),
          endsAt: new Date('2027-01-05T04:30:00Z'),
          appointmentDate: '2027-01-05',
          status: 'completed',
          idempotencyKey: null,
        });

        const report = overdueReportSchema.parse((await h.request('GET', '/admin/pets/overdue', admin)).json());
        expect(report.month).toBe('2027-07');
        expect(report.items.map((i) => [i.pet.name, i.item.name, i.item.dueOn, i.owner.fullName, i.owner.contactNumber, i.lastDoctorId])).toEqual([
          ['Late', 'Anti-rabies', '2027-07-02', 'Amara Perera', '0771234567', null],
          ['Snapshot', 'Anti-rabies', '2027-07-10', 'Sunil Fernando', '0719876543', doctorX.sub],
          ['Late', 'Drontal', '2027-07-30', 'Amara Perera', '0771234567', null],
        ]);
        expect(report.items.every((i) => i.item.status === 'overdue')).toBe(true);
        const june = overdueReportSchema.parse((await h.request('GET', '/admin/pets/overdue?month=2027-06', admin)).json());
        expect(june.items.map((i) => [i.pet.name, i.item.name])).toEqual([['Late', 'DHPPi/L']]);
        expect(overdueReportSchema.parse((await h.request('GET', '/admin/pets/overdue?month=2027-08', admin)).json()).items).toEqual([]);
        // 19:00 UTC on 31 July is already 1 August in Colombo (New York: 15:00 on 31 July): this month is August, and
        // July's NexGard, due on the 31st, is overdue now.
        clock.now = () => new Date('2027-07-31T19:00:00.000Z');
        expect(overdueReportSchema.parse((await h.request('GET', '/admin/pets/overdue', admin)).json())).toEqual({ month: '2027-08', items: [] });
        const july = overdueReportSchema.parse((await h.request('GET', '/admin/pets/overdue?month=2027-07', admin)).json());
        expect(july.items.map((i) => [i.pet.name, i.item.name])).toEqual([
          ['Late', 'Anti-rabies'],
          ['Snapshot', 'Anti-rabies'],
          ['Late', 'Drontal'],
          ['Late', 'NexGard'],
        ]);
        for (const month of ['2027-13', '07-2027', 'July']) {
          const res = await h.request('GET', `/admin/pets/overdue?month=${month}`, admin);
          expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: expect.stringContaining(PET_MESSAGES.monthInvalid) });
        }
      } finally {
        clock.now = () => new Date();
      }
    });
  });

  describe('demo pets (SEED_DEMO)', () => {
    it('reads SEED_DEMO as the other services do', () => {
      expect(['true', 'TRUE', ' 1 ', 'yes'].map(seedDemoOn)).toEqual([true, true, true, true]);
      expect(['false', '0', 'no', '', undefined].map(seedDemoOn)).toEqual([false, false, false, false, false]);
    });

    it("seeded at start: the demo owner's dog (one item overdue, one due soon) and cat, by the demo doctor; once only", async () => {
      const owner = await h.account('user', DEMO_OWNER.fullName, DEMO_OWNER.id);
      const list = petProfilesSchema.parse((await h.request('GET', '/pets', owner)).json());
      expect(list.map((p) => [p.name, p.species])).toEqual([
        ['Bruno', 'Dog'],
        ['Mimi', 'Cat'],
      ]);
      const today = clinicToday();
      const [dog, cat] = list;
      expect(dog!.due.map((d) => [d.name, d.status])).toEqual([
        ['DHPPi/L', 'overdue'],
        ['Pyrantel + Praziquantel', 'due-soon'],
        ['Anti-rabies', 'upcoming'],
      ]);
      expect(dog!.due[1]!.dueOn <= addDays(today, 14)).toBe(true);
      expect(dog!.latestWeightKg).toBe(10.4);
      expect(cat!.due.map((d) => d.name)).toEqual(['FVRCP']);
      const record = petRecordSchema.parse((await h.request('GET', `/pets/${dog!._id}`, owner)).json());
      expect(record.care.every((c) => c.doctor?._id === DEMO_DOCTOR.id && c.doctor.fullName === DEMO_DOCTOR.fullName)).toBe(true);
      expect(record.care.map((c) => c.kind).sort()).toEqual(['deworming', 'vaccination', 'vaccination', 'vaccination']);
      const events = (await h.outbox('pet.care-due-changed')).filter((e) => e.payload['userId'] === DEMO_OWNER.id);
      expect(events.map((e) => e.payload['petName']).sort()).toEqual(['Bruno', 'Mimi']);
      expect(await h.t.app.get(DemoPetsService, { strict: false }).seed()).toBe(0);
      expect((await h.t.db.select().from(pets).where(eq(pets.userId, DEMO_OWNER.id))).length).toBe(2);
    });
  });
});
