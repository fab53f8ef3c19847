import { addDays, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { PET_MESSAGES } from '@vetnow/contracts/validation-texts';
import { eq } from 'drizzle-orm';
import { appointments, careRecords, careSchedules, petWeights, pets, prescriptions } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, type Account } from '../testing/booking-test-kit.js';

type Booked = { _id: string; appointmentId: string };

/** A puppy/kitten series: every 21 days under 16 weeks, then yearly (a pet of unknown age is an adult). */
const SERIES = [
  { untilAgeWeeks: 16, intervalDays: 21 },
  { untilAgeWeeks: null, intervalDays: 365 },
];

describe('completing a visit with the care given: weight, vaccinations, treatments, prescriptions (PostgreSQL)', () => {
  let h: BookingHarness;
  let owner: Account;
  let doctor: Account;
  let slot = 0;

  beforeAll(async () => {
    h = await BookingHarness.start();
    ({ ownerA: owner, doctorX: doctor } = await h.cast());
    await h.doctor({ _id: doctor.sub, fullName: 'Dr X' });
    await h.t.db.insert(careSchedules).values([
      { id: 'test-dog-core', species: 'Dog', kind: 'vaccination', name: 'DHPP', firstDoseAgeWeeks: 6, stages: SERIES },
      { id: 'test-dog-rabies', species: 'Dog', kind: 'vaccination', name: 'Anti-rabies', firstDoseAgeWeeks: 12, stages: [{ untilAgeWeeks: null, intervalDays: 365 }] },
      { id: 'test-dog-deworm', species: 'Dog', kind: 'deworming', name: 'Dewormer', firstDoseAgeWeeks: 2, stages: [{ untilAgeWeeks: null, intervalDays: 90 }] },
      { id: 'test-cat-core', species: 'Cat', kind: 'vaccination', name: 'FVRCP', firstDoseAgeWeeks: 6, stages: SERIES },
      { id: 'test-dog-retired', species: 'Dog', kind: 'vaccination', name: 'Old protocol', firstDoseAgeWeeks: 6, stages: SERIES, active: false },
    ]);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** A new scheduled visit of the owner with doctor X (each on its own slot). */
  const book = async (pet: Record<string, unknown> = { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 4 }): Promise<Booked> => {
    const n = slot++;
    const res = await h.book(owner, cashBooking(doctor.sub, { appointmentDate: daysAhead(3 + Math.floor(n / 14)), timeSlot: formatSlotLabel(9 * 60 + (n % 14) * 30), pet }));
    expect(res.statusCode).toBe(201);
    return res.json().appointment as Booked;
  };
  /** A pet of the owner with this date of birth (null: unknown), linked to the visit. */
  const petFor = async (visit: Booked, dateOfBirth: string | null, name = 'Rex', species = 'Dog'): Promise<string> => {
    const [pet] = await h.t.db.insert(pets).values({ userId: owner.sub, name, species, dateOfBirth }).returning({ id: pets.id });
    await h.t.db.update(appointments).set({ petId: pet!.id }).where(eq(appointments.id, visit._id));
    return pet!.id;
  };
  const complete = (visit: Booked, body: unknown, who: Account = doctor) => h.request('PUT', `/appointments/${visit._id}/complete`, who, body);
  const rowOf = async (id: string) => (await h.t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
  const stored = async (visit: Booked) => ({
    weights: await h.t.db.select().from(petWeights).where(eq(petWeights.appointmentId, visit._id)),
    care: await h.t.db.select().from(careRecords).where(eq(careRecords.appointmentId, visit._id)),
    prescriptions: await h.t.db.select().from(prescriptions).where(eq(prescriptions.appointmentId, visit._id)),
  });
  const careEvents = async (petId: string) => (await h.outbox('pet.care-due-changed')).filter((e) => e.payload['petId'] === petId);
  const dateOf = async (visit: Booked) => (await rowOf(visit._id)).appointmentDate;

  it('records the weight, vaccinations, treatments and prescriptions on the pet, and publishes its due items', async () => {
    const visit = await book();
    const date = await dateOf(visit);
    const petId = await petFor(visit, addDays(date, -3 * 365));
    const res = await complete(visit, {
      diagnosis: 'Healthy',
      care: {
        weightKg: '12.345',
        vaccinations: [
          { scheduleId: 'test-dog-rabies', name: 'Rabisin', batchNumber: ' L-2291 ' },
          { name: 'Leptospirosis (unscheduled)', nextDueOn: addDays(date, 180) },
        ],
        treatments: [{ kind: 'deworming', scheduleId: 'test-dog-deworm', name: 'Drontal Plus', nextDueOn: addDays(date, 60) }],
        prescriptions: [{ medicine: 'Carprofen 50 mg', dose: '1 tablet twice a day', duration: '5 days', notes: 'With food' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment).toMatchObject({ status: 'completed', completion: { diagnosis: 'Healthy' } });

    const { weights, care, prescriptions: written } = await stored(visit);
    expect(weights).toEqual([expect.objectContaining({ petId, weightGrams: 12345, recordedOn: date, source: 'visit' })]);
    const byName = Object.fromEntries(care.map((r) => [r.name, r]));
    expect(byName['Rabisin']).toMatchObject({
      petId,
      kind: 'vaccination',
      scheduleId: 'test-dog-rabies',
      batchNumber: 'L-2291',
      givenOn: date,
      nextDueOn: addDays(date, 365), // the schedule's suggestion for an adult
      doctorId: doctor.sub,
      doctorName: 'Dr X',
    });
    expect(byName['Leptospirosis (unscheduled)']).toMatchObject({ kind: 'vaccination', scheduleId: null, nextDueOn: addDays(date, 180), doctorName: 'Dr X' });
    expect(byName['Drontal Plus']).toMatchObject({ kind: 'deworming', scheduleId: 'test-dog-deworm', nextDueOn: addDays(date, 60), batchNumber: '' });
    expect(written).toEqual([
      expect.objectContaining({ petId, medicine: 'Carprofen 50 mg', dose: '1 tablet twice a day', duration: '5 days', notes: 'With food', prescribedOn: date, doctorId: doctor.sub, doctorName: 'Dr X' }),
    ]);

    expect(await careEvents(petId)).toEqual([
      {
        type: 'pet.care-due-changed',
        payload: {
          petId,
          userId: owner.sub,
          petName: 'Rex',
          species: 'Dog',
          lastDoctorId: doctor.sub,
          items: [
            { key: 'schedule:test-dog-deworm', kind: 'deworming', name: 'Drontal Plus', dueOn: addDays(date, 60) },
            { key: 'vaccination:leptospirosis (unscheduled)', kind: 'vaccination', name: 'Leptospirosis (unscheduled)', dueOn: addDays(date, 180) },
            { key: 'schedule:test-dog-rabies', kind: 'vaccination', name: 'Rabisin', dueOn: addDays(date, 365) },
          ],
        },
      },
    ]);
  });

  it("suggests the next dose from the schedule by the pet's age at the visit: puppy, adult, unknown age", async () => {
    const cases: [string, (date: string) => string | null, number][] = [
      ['puppy of 10 weeks', (date) => addDays(date, -70), 21],
      ['puppy a day short of 16 weeks', (date) => addDays(date, -111), 21],
      ['16 weeks exactly', (date) => addDays(date, -112), 365],
      ['adult', (date) => addDays(date, -5 * 365), 365],
      ['unknown age', () => null, 365],
    ];
    for (const [label, birth, interval] of cases) {
      const visit = await book();
      const date = await dateOf(visit);
      await petFor(visit, birth(date));
      const res = await complete(visit, { care: { vaccinations: [{ scheduleId: 'test-dog-core', name: 'Nobivac DHPPi' }] } });
      expect(res.statusCode).toBe(200);
      const [record] = (await stored(visit)).care;
      expect({ label, nextDueOn: record!.nextDueOn }).toEqual({ label, nextDueOn: addDays(date, interval) });
    }
  });

  it('an explicit null next-due date records none (the line is finished); the doctor may change a suggestion', async () => {
    const visit = await book();
    const date = await dateOf(visit);
    const petId = await petFor(visit, null);
    const res = await complete(visit, {
      care: {
        vaccinations: [
          { scheduleId: 'test-dog-core', name: 'Nobivac DHPPi', nextDueOn: null },
          { scheduleId: 'test-dog-rabies', name: 'Rabisin', nextDueOn: addDays(date, 300) },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const care = (await stored(visit)).care;
    expect(care.find((r) => r.name === 'Nobivac DHPPi')!.nextDueOn).toBeNull();
    expect(care.find((r) => r.name === 'Rabisin')!.nextDueOn).toBe(addDays(date, 300));
    const [event] = await careEvents(petId);
    expect(event!.payload['items']).toEqual([{ key: 'schedule:test-dog-rabies', kind: 'vaccination', name: 'Rabisin', dueOn: addDays(date, 300) }]);
  });

  it('a next-due date on or before the visit, beyond five years, or no date at all → 400 with the message; nothing stored', async () => {
    const visit = await book();
    const date = await dateOf(visit);
    const petId = await petFor(visit, null);
    for (const [nextDueOn, code] of [
      [date, 'CARE_NEXT_DUE_INVALID'],
      [addDays(date, -1), 'CARE_NEXT_DUE_INVALID'],
      [addDays(date, 5 * 366 + 1), 'CARE_NEXT_DUE_INVALID'],
      ['2031-02-30', 'VALIDATION_FAILED'],
      ['next year', 'VALIDATION_FAILED'],
    ] as const) {
      const res = await complete(visit, {
        diagnosis: 'should not stay',
        care: { weightKg: 10, prescriptions: [{ medicine: 'M', dose: 'D', duration: '1 day' }], treatments: [{ kind: 'tick-flea', name: 'NexGard', nextDueOn }] },
      });
      expect({ nextDueOn, status: res.statusCode, message: res.json().message }).toEqual({ nextDueOn, status: 400, message: PET_MESSAGES.nextDueInvalid });
      expect(res.json().code).toBe(code);
      if (code === 'CARE_NEXT_DUE_INVALID') expect(res.json().errors).toEqual([{ path: 'care.treatments.0.nextDueOn', code: 'pet.nextDueInvalid', message: PET_MESSAGES.nextDueInvalid }]);
    }
    expect(await stored(visit)).toEqual({ weights: [], care: [], prescriptions: [] });
    expect(await rowOf(visit._id)).toMatchObject({ status: 'scheduled', completion: null });
    expect(await careEvents(petId)).toEqual([]);
    expect((await h.outbox('appointment.completed')).filter((e) => e.payload['appointmentId'] === visit._id)).toEqual([]);
    // the same visit completes once the date is right
    expect((await complete(visit, { care: { treatments: [{ kind: 'tick-flea', name: 'NexGard', nextDueOn: addDays(date, 30) }] } })).statusCode).toBe(200);
  });

  it("a schedule of another species, another kind, switched off or unknown → 400 CARE_SCHEDULE_NOT_APPLICABLE; nothing stored", async () => {
    const visit = await book();
    await petFor(visit, null);
    const message = ERROR_CODES.CARE_SCHEDULE_NOT_APPLICABLE.message;
    for (const care of [
      { vaccinations: [{ scheduleId: 'test-cat-core', name: 'FVRCP' }] },
      { vaccinations: [{ scheduleId: 'test-dog-deworm', name: 'Dewormer as a vaccine' }] },
      { treatments: [{ kind: 'tick-flea', scheduleId: 'test-dog-deworm', name: 'Wrong kind' }] },
      { vaccinations: [{ scheduleId: 'test-dog-retired', name: 'Old' }] },
      { vaccinations: [{ name: 'fine' }, { scheduleId: 'no-such-schedule', name: 'Unknown' }] },
    ]) {
      const res = await complete(visit, { care: { weightKg: 9, ...care } });
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'CARE_SCHEDULE_NOT_APPLICABLE', message });
      expect(res.json().errors[0].path).toMatch(/^care\.(vaccinations|treatments)\.\d\.scheduleId$/);
    }
    expect(await stored(visit)).toEqual({ weights: [], care: [], prescriptions: [] });
    expect((await rowOf(visit._id)).status).toBe('scheduled');
    // a cat's schedule is right for a cat
    const catVisit = await book({ name: 'Misty', type: 'Cat', breed: '' });
    await petFor(catVisit, null, 'Misty', 'Cat');
    expect((await complete(catVisit, { care: { vaccinations: [{ scheduleId: 'test-cat-core', name: 'Purevax' }] } })).statusCode).toBe(200);
  });

  it('two concurrent completions with care: one 200, one 409, one set of records and one event', async () => {
    const visit = await book();
    const date = await dateOf(visit);
    const petId = await petFor(visit, null);
    const body = {
      care: {
        weightKg: 20,
        vaccinations: [{ scheduleId: 'test-dog-rabies', name: 'Rabisin' }],
        prescriptions: [{ medicine: 'M', dose: 'D', duration: '3 days' }],
      },
    };
    const [x, y] = await Promise.all([complete(visit, body), h.request('PUT', `/appointments/${visit.appointmentId}/complete`, doctor, body)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const { weights, care, prescriptions: written } = await stored(visit);
    expect([weights.length, care.length, written.length]).toEqual([1, 1, 1]);
    expect(care[0]!.nextDueOn).toBe(addDays(date, 365));
    expect(await careEvents(petId)).toHaveLength(1);
  });

  it("a visit without a linked pet (booked before pets were records) gets the owner's pet of that name and species, or a new one", async () => {
    const visit = await book({ name: 'Bruno', type: 'Dog', breed: 'Boxer', age: 2 });
    await h.t.db.update(appointments).set({ petId: null }).where(eq(appointments.id, visit._id));
    const res = await complete(visit, { care: { weightKg: 30 } });
    expect(res.statusCode).toBe(200);
    const petId = (await rowOf(visit._id)).petId!;
    const [pet] = await h.t.db.select().from(pets).where(eq(pets.id, petId));
    expect(pet).toMatchObject({ userId: owner.sub, species: 'Dog' });
    expect(pet!.name.toLowerCase()).toBe('bruno');
    expect((await stored(visit)).weights).toEqual([expect.objectContaining({ petId, weightGrams: 30_000 })]);

    // a second old visit of "BRUNO" finds the same pet
    const again = await book({ name: 'BRUNO', type: 'Dog', breed: 'Boxer' });
    await h.t.db.update(appointments).set({ petId: null }).where(eq(appointments.id, again._id));
    expect((await complete(again, { care: { weightKg: 31 } })).statusCode).toBe(200);
    expect((await rowOf(again._id)).petId).toBe(petId);
  });

  it('a plain completion (no care) stores no care; with a pet it republishes the due items, naming this doctor as the last', async () => {
    const visit = await book();
    const petId = await petFor(visit, null);
    const res = await complete(visit, { diagnosis: 'Fine' });
    expect(res.statusCode).toBe(200);
    expect(await stored(visit)).toEqual({ weights: [], care: [], prescriptions: [] });
    expect(await careEvents(petId)).toEqual([
      { type: 'pet.care-due-changed', payload: { petId, userId: owner.sub, petName: 'Rex', species: 'Dog', lastDoctorId: doctor.sub, items: [] } },
    ]);

    // without a linked pet and without care: no pet is made, nothing is published
    const old = await book({ name: 'Nameless', type: 'Bird', breed: '' });
    await h.t.db.update(appointments).set({ petId: null }).where(eq(appointments.id, old._id));
    const before = (await h.outbox('pet.care-due-changed')).length;
    expect((await complete(old, {})).statusCode).toBe(200);
    expect((await rowOf(old._id)).petId).toBeNull();
    expect(await h.outbox('pet.care-due-changed')).toHaveLength(before);
  });
});

