import { randomUUID } from 'node:crypto';
import { appointmentSchema } from '@vetnow/contracts/appointment';
import { addDays, clinicToday, formatSlotLabel } from '@vetnow/domain/clinic-time';
import { birthDateOf, petProfileSchema, petProfilesSchema, petRecordSchema } from '@vetnow/contracts/pet-care';
import { PET_MESSAGES } from '@vetnow/contracts/validation-texts';
import { eq } from 'drizzle-orm';
import { appointments, careRecords, owners, petWeights, pets, prescriptions } from '../database/schema.js';
import { BookingHarness, cashBooking, daysAhead, petBody, type Account } from '../testing/booking-test-kit.js';
import { PET_CLOCK, type PetClock } from './pet-clock.js';

/** 20:00 UTC on 15 March 2026 is 01:30 on 16 March in Colombo (and 16:00 on 15 March in New York). */
const NOW = new Date('2026-03-15T20:00:00.000Z');
const TODAY = '2026-03-16';

describe('My Pets: profiles, weights, archive, due items, booking with a pet (PostgreSQL)', () => {
  let h: BookingHarness;
  let ownerA: Account;
  let ownerB: Account;
  let doctor: Account;
  let admin: Account;
  let clock: PetClock;
  let slot = 0;

  beforeAll(async () => {
    h = await BookingHarness.start();
    ({ ownerA, ownerB, doctorX: doctor, admin } = await h.cast());
    await h.doctor({ _id: doctor.sub, fullName: 'Dr X' });
    clock = h.t.app.get<PetClock>(PET_CLOCK, { strict: false });
    clock.now = () => new Date(NOW);
  });
  afterAll(async () => {
    await h?.close();
  });

  const create = async (who: Account, body: Record<string, unknown> = petBody()) => {
    const res = await h.request('POST', '/pets', who, body);
    expect(res.statusCode).toBe(201);
    return petProfileSchema.parse(res.json());
  };
  /** A booking of `who` with the doctor on its own slot. */
  const book = (who: Account, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const n = slot++;
    const timeSlot = formatSlotLabel(9 * 60 + (n % 14) * 30);
    return h.book(who, cashBooking(doctor.sub, { appointmentDate: daysAhead(3 + Math.floor(n / 14)), timeSlot, ...overrides }), headers);
  };
  const petsOf = async (userId: string) => h.t.db.select().from(pets).where(eq(pets.userId, userId));

  describe('profiles', () => {
    it('adds a pet: 201 with the profile, age in clinic today, the microchip digits only, ISO createdAt', async () => {
      const p = await create(ownerA);
      expect(p).toMatchObject({
        ...petBody(), // every field as sent (Rex, born 17 March 2022), but the microchip's spaces
        dateOfBirthEstimated: false,
        // 16 March 2026 in Colombo: the 4th birthday is tomorrow (in New York it would still be the 15th either way)
        ageYears: 3,
        microchipNumber: '900164000123456',
        latestWeightKg: null,
        archivedAt: null,
        due: [],
      });
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
      clock.now = () => new Date('2026-03-16T19:00:00.000Z'); // 17 March in Colombo, still the 16th in New York
      const [again] = petProfilesSchema.parse((await h.request('GET', '/pets', ownerA)).json()).filter((x) => x._id === p._id);
      expect(again?.ageYears).toBe(4);
      clock.now = () => new Date(NOW);
    });

    it('keeps an estimated age as an estimated date of birth (clinic today minus the age)', async () => {
      const p = await create(ownerA, petBody({ name: 'Kitty', species: 'Cat', dateOfBirth: '', estimatedAgeYears: 2 }));
      expect(p).toMatchObject({ dateOfBirth: birthDateOf({ estimatedAgeYears: 2 }, NOW).dateOfBirth, dateOfBirthEstimated: true, ageYears: 2, species: 'Cat' });
      const none = await create(ownerA, petBody({ name: 'Nobody', species: 'Bird', dateOfBirth: undefined, sex: undefined, neutered: undefined, microchipNumber: '' }));
      expect(none).toMatchObject({ dateOfBirth: null, ageYears: null, sex: 'unknown', neutered: null, microchipNumber: '' });
    });

    it.each([
      ['no name', { name: '  ' }, PET_MESSAGES.nameRequired],
      ['an unknown species', { species: 'Fish' }, PET_MESSAGES.speciesInvalid],
      ['an unknown sex', { sex: 'x' }, PET_MESSAGES.sexInvalid],
      ['a date of birth in the future', { dateOfBirth: addDays(clinicToday(), 2) }, PET_MESSAGES.dateOfBirthInvalid],
      ['an impossible date of birth', { dateOfBirth: '2023-02-30' }, PET_MESSAGES.dateOfBirthInvalid],
      ['both a date of birth and an age', { estimatedAgeYears: 3 }, PET_MESSAGES.birthBoth],
      ['an age over 40', { dateOfBirth: '', estimatedAgeYears: 41 }, PET_MESSAGES.estimatedAgeInvalid],
      ['a short microchip', { microchipNumber: '1234' }, PET_MESSAGES.microchipInvalid],
    ])('refuses %s with 400 and the message', async (_name, change, message) => {
      const before = (await petsOf(ownerA.sub)).length;
      const res = await h.request('POST', '/pets', ownerA, petBody(change));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(res.json().message).toContain(message);
      expect((await petsOf(ownerA.sub)).length).toBe(before);
    });

    it("lists the owner's own pets only; edits the whole profile; a rename publishes pet.care-due-changed", async () => {
      const b = await create(ownerB, petBody({ name: 'Bella' }));
      const listA = petProfilesSchema.parse((await h.request('GET', '/pets', ownerA)).json());
      expect(listA.map((p) => p.name)).not.toContain('Bella');
      expect(petProfilesSchema.parse((await h.request('GET', '/pets', ownerB)).json()).map((p) => p._id)).toEqual([b._id]);

      const events = async () => (await h.outbox('pet.care-due-changed')).filter((e) => e.payload['petId'] === b._id);
      const same = await h.request('PUT', `/pets/${b._id}`, ownerB, petBody({ name: 'Bella', breed: 'Beagle' }));
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ name: 'Bella', breed: 'Beagle' });
      expect(await events()).toHaveLength(0); // no rename: nothing svc-notify shows changed

      const renamed = await h.request('PUT', `/pets/${b._id.toUpperCase()}`, ownerB, petBody({ name: 'Bella Rose', dateOfBirth: '', estimatedAgeYears: 1 }));
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Bella Rose', dateOfBirthEstimated: true, ageYears: 1 });
      expect(await events()).toEqual([
        { type: 'pet.care-due-changed', payload: { petId: b._id, userId: ownerB.sub, petName: 'Bella Rose', species: 'Dog', lastDoctorId: null, items: [] } },
      ]);
      const bad = await h.request('PUT', `/pets/${b._id}`, ownerB, petBody({ name: '' }));
      expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining(PET_MESSAGES.nameRequired) });
    });

    it('archives and brings back (history kept, due items empty while archived), each change in the outbox', async () => {
      const p = await create(ownerA, petBody({ name: 'Archie' }));
      await h.t.db.insert(careRecords).values({ petId: p._id, kind: 'vaccination', name: 'Anti-rabies', givenOn: '2025-04-01', nextDueOn: '2026-04-01' });
      const events = async () => (await h.outbox('pet.care-due-changed')).filter((e) => e.payload['petId'] === p._id).map((e) => e.payload['items']);

      const archived = await h.request('PUT', `/pets/${p._id}/archive`, ownerA, { archived: true });
      expect(archived.statusCode).toBe(200);
      expect(archived.json()).toMatchObject({ _id: p._id, archivedAt: NOW.toISOString(), due: [] });
      expect(await events()).toEqual([[]]);
      // again: unchanged, no second event
      expect((await h.request('PUT', `/pets/${p._id}/archive`, ownerA, { archived: true })).json().archivedAt).toBe(NOW.toISOString());
      expect(await events()).toHaveLength(1);
      // still listed (with archivedAt), history kept
      const listed = petProfilesSchema.parse((await h.request('GET', '/pets', ownerA)).json()).find((x) => x._id === p._id);
      expect(listed?.archivedAt).toBe(NOW.toISOString());
      expect(petRecordSchema.parse((await h.request('GET', `/pets/${p._id}`, ownerA)).json()).care).toHaveLength(1);

      const back = await h.request('PUT', `/pets/${p._id}/archive`, ownerA, { archived: false });
      expect(back.json()).toMatchObject({ archivedAt: null, due: [{ name: 'Anti-rabies', dueOn: '2026-04-01', status: 'upcoming' }] });
      expect(await events()).toEqual([[], [{ key: 'vaccination:anti-rabies', kind: 'vaccination', name: 'Anti-rabies', dueOn: '2026-04-01' }]]);
      expect((await h.request('PUT', `/pets/${p._id}/archive`, ownerA, { archived: 'yes' })).statusCode).toBe(400);
    });

    it('weights: kilograms in, grams stored, the newest weighing is the latest weight; no future date', async () => {
      const p = await create(ownerA, petBody({ name: 'Heavy' }));
      const first = await h.request('POST', `/pets/${p._id}/weights`, ownerA, { weightKg: 12.345 });
      expect(first.statusCode).toBe(201);
      expect(first.json().latestWeightKg).toBe(12.345);
      const earlier = await h.request('POST', `/pets/${p._id}/weights`, ownerA, { weightKg: '10.5', recordedOn: '2026-01-10' });
      expect(earlier.json().latestWeightKg).toBe(12.345); // an older weighing recorded later is not the latest
      const rows = await h.t.db.select().from(petWeights).where(eq(petWeights.petId, p._id));
      expect(rows.map((r) => [r.weightGrams, r.recordedOn, r.source]).sort()).toEqual([
        [10500, '2026-01-10', 'owner'],
        [12345, TODAY, 'owner'],
      ]);
      const record = petRecordSchema.parse((await h.request('GET', `/pets/${p._id}`, ownerA)).json());
      expect(record.weights).toEqual([
        { weightKg: 12.345, recordedOn: TODAY, source: 'owner', appointmentId: null },
        { weightKg: 10.5, recordedOn: '2026-01-10', source: 'owner', appointmentId: null },
      ]);
      for (const [body, message] of [
        [{ weightKg: 0 }, PET_MESSAGES.weightInvalid],
        [{ weightKg: 201 }, PET_MESSAGES.weightInvalid],
        [{ weightKg: 'heavy' }, PET_MESSAGES.weightInvalid],
        [{ weightKg: 5, recordedOn: addDays(clinicToday(), 2) }, PET_MESSAGES.recordedInFuture],
      ] as const) {
        const res = await h.request('POST', `/pets/${p._id}/weights`, ownerA, body);
        expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: expect.stringContaining(message) });
      }
    });

    it('due statuses on the clinic date: overdue from the day after, due soon within 14 days; a later dose ends a line', async () => {
      const p = await create(ownerA, petBody({ name: 'Dueful' }));
      await h.t.db.insert(careRecords).values([
        { petId: p._id, kind: 'vaccination', scheduleId: 'dog-core-dhppil', name: 'DHPPi/L', givenOn: '2025-03-10', nextDueOn: '2026-03-15' },
        { petId: p._id, kind: 'vaccination', scheduleId: 'dog-anti-rabies', name: 'Anti-rabies', givenOn: '2025-03-16', nextDueOn: TODAY },
        { petId: p._id, kind: 'deworming', name: 'Drontal', givenOn: '2025-12-30', nextDueOn: '2026-03-30' },
        { petId: p._id, kind: 'tick-flea', name: 'NexGard', givenOn: '2026-02-28', nextDueOn: '2026-03-31' },
        // an old dose of a line whose latest dose has no next date: finished
        { petId: p._id, kind: 'tick-flea', name: 'Frontline', givenOn: '2025-11-01', nextDueOn: '2025-12-01' },
        { petId: p._id, kind: 'tick-flea', name: 'frontline ', givenOn: '2025-12-01', nextDueOn: null },
      ]);
      const due = async () => petProfilesSchema.parse((await h.request('GET', '/pets', ownerA)).json()).find((x) => x._id === p._id)!.due;
      // In New York it is still 15 March: a server deciding by its own time zone would call DHPPi/L due today, not overdue.
      expect((await due()).map((d) => [d.name, d.dueOn, d.status])).toEqual([
        ['DHPPi/L', '2026-03-15', 'overdue'],
        ['Anti-rabies', TODAY, 'due-soon'],
        ['Drontal', '2026-03-30', 'due-soon'],
        ['NexGard', '2026-03-31', 'upcoming'],
      ]);
      clock.now = () => new Date('2026-03-16T19:00:00.000Z'); // 17 March in Colombo
      expect((await due()).map((d) => d.status)).toEqual(['overdue', 'overdue', 'due-soon', 'due-soon']);
      clock.now = () => new Date(NOW);
    });

    it('the record: owner from the read model, care and prescriptions newest first, visits without the private notes', async () => {
      const p = await create(ownerA, petBody({ name: 'Recorded' }));
      const booked = await book(ownerA, { petId: p._id, pet: { name: 'Recorded', type: 'Dog', breed: 'Labrador' } });
      const visitId = booked.json().appointment._id as string;
      await h.t.db
        .update(appointments)
        .set({ status: 'completed', completion: { diagnosis: 'Otitis', recommendations: ['Ear drops'], notes: 'Recheck in 2 weeks', completedAt: NOW.toISOString() }, doctorNotes: 'PRIVATE: owner anxious' })
        .where(eq(appointments.id, visitId));
      await h.t.db.insert(careRecords).values([
        { petId: p._id, kind: 'vaccination', name: 'Anti-rabies', batchNumber: 'RB-1', givenOn: '2026-03-01', nextDueOn: '2027-03-01', appointmentId: visitId, doctorId: doctor.sub, doctorName: 'Dr X' },
        { petId: p._id, kind: 'deworming', name: 'Drontal', givenOn: '2026-01-01', nextDueOn: null },
      ]);
      await h.t.db.insert(prescriptions).values([
        { petId: p._id, medicine: 'Otomax', dose: '5 drops', duration: '7 days', prescribedOn: '2026-03-01', appointmentId: visitId, doctorId: doctor.sub, doctorName: 'Dr X' },
        { petId: p._id, medicine: 'Old', dose: '1', duration: '1 day', prescribedOn: '2025-01-01' },
      ]);
      const fromSnapshot = petRecordSchema.parse((await h.request('GET', `/pets/${p._id}`, ownerA)).json());
      expect(fromSnapshot.owner).toEqual({ _id: ownerA.sub, fullName: 'Owner A', contactNumber: '' });
      await h.t.db.insert(owners).values({ id: ownerA.sub, fullName: 'Amara Perera', contactNumber: '0771234567', eventAt: new Date() }).onConflictDoNothing();
      const record = petRecordSchema.parse((await h.request('GET', `/pets/${p._id}`, ownerA)).json());
      expect(record.owner).toEqual({ _id: ownerA.sub, fullName: 'Amara Perera', contactNumber: '0771234567' });
      expect(record.care.map((c) => [c.name, c.doctor])).toEqual([
        ['Anti-rabies', { _id: doctor.sub, fullName: 'Dr X' }],
        ['Drontal', null],
      ]);
      expect(record.prescriptions.map((x) => x.medicine)).toEqual(['Otomax', 'Old']);
      expect(record.visits).toEqual([
        {
          _id: visitId,
          appointmentId: booked.json().appointment.appointmentId,
          appointmentDate: booked.json().appointment.appointmentDate,
          timeSlot: booked.json().appointment.timeSlot,
          status: 'completed',
          reason: 'Annual check-up',
          doctor: { _id: doctor.sub, fullName: 'Dr X' },
          diagnosis: 'Otitis',
          recommendations: ['Ear drops'],
          notes: 'Recheck in 2 weeks',
        },
      ]);
      expect(JSON.stringify((await h.request('GET', `/pets/${p._id}`, admin)).json())).not.toContain('PRIVATE');
      expect(record.lastDoctorId).toBe(doctor.sub);
    });
  });

  describe('booking links a pet', () => {
    const appointmentOf = async (res: { json(): { appointment: unknown } }) => appointmentSchema.parse(res.json().appointment);

    it('with petId: the owner\'s pet is linked, the snapshot stays as sent; answers petId', async () => {
      const p = await create(ownerA, petBody({ name: 'Picked' }));
      const res = await book(ownerA, { petId: p._id.toUpperCase(), pet: { name: 'Picked (as typed)', type: 'Dog', breed: 'Mixed', age: 4 } });
      expect(res.statusCode).toBe(201);
      const a = await appointmentOf(res);
      expect(a.petId).toBe(p._id);
      expect(a.pet).toEqual({ name: 'Picked (as typed)', type: 'Dog', breed: 'Mixed', age: 4 });
      const mine = (await h.request('GET', '/users/appointments', ownerA)).json() as { _id: string; petId: string }[];
      expect(mine.find((x) => x._id === a._id)?.petId).toBe(p._id);
    });

    it("refuses another owner's or a missing pet (404), a malformed id (400), an archived pet (409) — and books nothing", async () => {
      const foreign = await create(ownerB, petBody({ name: 'Foreign' }));
      const archived = await create(ownerA, petBody({ name: 'Gone' }));
      await h.request('PUT', `/pets/${archived._id}/archive`, ownerA, { archived: true });
      const before = (await h.t.db.select().from(appointments)).length;
      const petsBefore = (await petsOf(ownerA.sub)).length;
      for (const [petId, status, code] of [
        [foreign._id, 404, 'PET_NOT_FOUND'],
        [randomUUID(), 404, 'PET_NOT_FOUND'],
        ['not-a-pet', 400, 'PET_INVALID_ID'],
        [archived._id, 409, 'PET_ARCHIVED'],
      ] as const) {
        const res = await book(ownerA, { petId });
        expect(res.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
      }
      expect((await h.t.db.select().from(appointments)).length).toBe(before);
      expect((await petsOf(ownerA.sub)).length).toBe(petsBefore);
    });

    it('without petId: links the live pet of the same name (any case, trimmed) and species, else saves a new one', async () => {
      const owner = await h.account('user', 'Owner C');
      const first = await appointmentOf(await book(owner, { pet: { name: 'Rex', type: 'Dog', breed: 'Labrador', age: 3 } }));
      const [saved] = await petsOf(owner.sub);
      expect(saved).toMatchObject({
        id: first.petId,
        name: 'Rex',
        species: 'Dog',
        breed: 'Labrador',
        dateOfBirth: birthDateOf({ estimatedAgeYears: 3 }).dateOfBirth,
        dateOfBirthEstimated: true,
      });
      const again = await appointmentOf(await book(owner, { pet: { name: '  rEX ', type: 'Dog', breed: '' } }));
      expect(again.petId).toBe(first.petId);
      expect(again.pet.name).toBe('rEX');
      const cat = await appointmentOf(await book(owner, { pet: { name: 'Rex', type: 'Cat', breed: '' } }));
      expect(cat.petId).not.toBe(first.petId);
      // an archived namesake is not linked: a new profile
      await h.request('PUT', `/pets/${first.petId}/archive`, owner, { archived: true });
      const fresh = await appointmentOf(await book(owner, { pet: { name: 'Rex', type: 'Dog', breed: 'Labrador' } }));
      expect([first.petId, cat.petId]).not.toContain(fresh.petId);
      const all = await petsOf(owner.sub);
      expect(all.map((p) => [p.name, p.species, p.dateOfBirth !== null]).sort()).toEqual([
        ['Rex', 'Cat', false],
        ['Rex', 'Dog', false],
        ['Rex', 'Dog', true],
      ]);
    });

    it('a retried booking (same Idempotency-Key) saves one pet, and so do concurrent first bookings of one owner', async () => {
      const owner = await h.account('user', 'Owner D');
      const body = { pet: { name: 'Once', type: 'Rabbit', breed: '' } };
      const key = { 'idempotency-key': randomUUID() };
      const n = slot++;
      const request = () => h.book(owner, cashBooking(doctor.sub, { appointmentDate: daysAhead(20), timeSlot: n % 2 ? '04:00 PM' : '04:30 PM', ...body }), key);
      const [a, b] = await Promise.all([request(), request()]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().appointment.petId).toBe(b.json().appointment.petId);
      expect((await request()).statusCode).toBe(200);
      const [x, y] = await Promise.all([book(owner, { pet: { name: 'Twin', type: 'Dog', breed: '' } }), book(owner, { pet: { name: 'twin', type: 'Dog', breed: '' } })]);
      expect([x.statusCode, y.statusCode]).toEqual([201, 201]);
      expect(x.json().appointment.petId).toBe(y.json().appointment.petId);
      // One pet per name: whichever booking commits first names it ('Twin' or 'twin').
      expect((await petsOf(owner.sub)).map((p) => p.name.toLowerCase()).sort()).toEqual(['once', 'twin']);
    });
  });
});
