import type { DoctorFilters } from '@vetnow/contracts/doctor';
import { doctorFiltersSchema } from '@vetnow/contracts/doctor';
import { DoctorStore } from './doctor-store.js';
import { insertDoctor, insertOccupancy, openClinicTestDb, type ClinicTestDb } from '../testing/clinic-db.js';

const DAY = '2026-11-20';
const DAY2 = '2026-11-21';
/** 00:30 on DAY in Colombo: the whole of DAY is still ahead. */
const EARLY = new Date('2026-11-19T19:00:00Z');
/** 10:10 on DAY in Colombo. */
const MID_MORNING = new Date('2026-11-20T04:40:00Z');

describe('GET /doctors search SQL (PostgreSQL)', () => {
  let tdb: ClinicTestDb;
  let store: DoctorStore;
  const names: Record<string, string> = {};

  const search = async (query: Record<string, string>, now = EARLY): Promise<string[]> => {
    const filters: DoctorFilters = doctorFiltersSchema.parse(query);
    const rows = await store.search(filters, now);
    return rows.map((r) => names[r.id] ?? r.id);
  };

  beforeAll(async () => {
    tdb = await openClinicTestDb();
    store = new DoctorStore(tdb.db);
    const add = async (key: string, values: Parameters<typeof insertDoctor>[1]) => {
      const row = await insertDoctor(tdb.db, values);
      names[row.id] = key;
      return row;
    };
    // Inserted out of name order: the answer is sorted by name.
    const e = await add('Eranga', { fullName: 'Dr. Eranga Silva', specialization: 'Surgery', startTime: '09:00', endTime: '12:00', slotDuration: 30 });
    const a = await add('Amara', { fullName: 'Dr. Amara Perera', specialization: 'General Veterinary', startTime: '09:00', endTime: '17:00', slotDuration: 30 });
    await add('Bandara', { fullName: 'Dr. Bandara Dissanayake', specialization: 'Surgery', location: 'Colombo', startTime: '08:00', endTime: '14:00', slotDuration: 60 });
    await add('Chathura', { fullName: 'dr. Chathura Fernando', specialization: 'Dentistry', startTime: '13:00', endTime: '18:00', slotDuration: 45 });
    await add('Dilani', { fullName: 'Dr. Dilani Jayasuriya', specialization: 'Dermatology', location: 'Nugegoda', slotDuration: 15, isActive: false });
    // Eranga: a 60-minute booking 09:00–10:00 on DAY (Colombo) = 03:30–04:30Z; fully booked on DAY2.
    await insertOccupancy(tdb.db, e.id, '2026-11-20T03:30:00Z', '2026-11-20T04:30:00Z');
    await insertOccupancy(tdb.db, e.id, '2026-11-21T03:30:00Z', '2026-11-21T06:30:00Z');
    // Amara: a cancelled booking at 09:00 on DAY frees nothing it never blocked.
    await insertOccupancy(tdb.db, a.id, '2026-11-20T03:30:00Z', '2026-11-20T04:00:00Z', { cancelled: true });
  }, 60_000);

  afterAll(async () => {
    await tdb?.close();
  }, 30_000);

  it('lists active doctors only, sorted by name (case-insensitively)', async () => {
    expect(await search({})).toEqual(['Amara', 'Bandara', 'Chathura', 'Eranga']);
  });

  it('treats empty filter values as no filter', async () => {
    expect(await search({ location: '', specialization: '', availableTime: '', date: '' })).toEqual([
      'Amara',
      'Bandara',
      'Chathura',
      'Eranga',
    ]);
  });

  it('filters by location', async () => {
    expect(await search({ location: 'Battaramulla' })).toEqual(['Amara', 'Chathura', 'Eranga']);
    expect(await search({ location: 'Colombo' })).toEqual(['Bandara']);
    expect(await search({ location: 'Nugegoda' })).toEqual([]); // Dilani is inactive
    expect(await search({ location: 'Malabe' })).toEqual([]);
  });

  it('filters by specialization', async () => {
    expect(await search({ specialization: 'Surgery' })).toEqual(['Bandara', 'Eranga']);
    expect(await search({ specialization: 'Dentistry' })).toEqual(['Chathura']);
    expect(await search({ specialization: 'Emergency Care' })).toEqual([]);
  });

  it('combines location and specialization', async () => {
    expect(await search({ location: 'Battaramulla', specialization: 'Surgery' })).toEqual(['Eranga']);
    expect(await search({ location: 'Colombo', specialization: 'Dentistry' })).toEqual([]);
  });

  it('availableTime + date: the slot must be on the doctor’s own grid and not booked at that instant', async () => {
    // 09:00: Bandara's 60-minute grid has it; Chathura's hours start at 13:00; Eranga is booked 09:00–10:00.
    expect(await search({ availableTime: '09:00 AM', date: DAY })).toEqual(['Amara', 'Bandara']);
    // 09:30: not on Bandara's hourly grid; inside Eranga's 60-minute booking.
    expect(await search({ availableTime: '09:30 AM', date: DAY })).toEqual(['Amara']);
    // 10:00: Eranga's booking has ended.
    expect(await search({ availableTime: '10:00 AM', date: DAY })).toEqual(['Amara', 'Bandara', 'Eranga']);
    // 01:30 PM: Chathura's 45-minute grid is 13:00, 13:45 …; Bandara's hours end at 14:00 (13:00 is the last).
    expect(await search({ availableTime: '01:30 PM', date: DAY })).toEqual(['Amara']);
    expect(await search({ availableTime: '02:30 PM', date: DAY })).toEqual(['Amara', 'Chathura']);
    // 04:30 PM: the last 30-minute slot of a 09:00–17:00 day; 05:00 PM would end after 17:00.
    expect(await search({ availableTime: '04:30 PM', date: DAY })).toEqual(['Amara']);
    expect(await search({ availableTime: '05:00 PM', date: DAY })).toEqual([]);
  });

  it('availableTime + date on another day sees that day’s bookings only', async () => {
    expect(await search({ availableTime: '09:30 AM', date: DAY2 })).toEqual(['Amara']);
    expect(await search({ availableTime: '11:00 AM', date: DAY2 })).toEqual(['Amara', 'Bandara']);
    expect(await search({ availableTime: '11:00 AM', date: '2026-11-22' })).toEqual(['Amara', 'Bandara', 'Eranga']);
    expect(await search({ availableTime: '11:30 AM', date: '2026-11-22' })).toEqual(['Amara', 'Eranga']);
  });

  it('combines availableTime with location and specialization', async () => {
    expect(await search({ availableTime: '10:00 AM', date: DAY, specialization: 'Surgery' })).toEqual(['Bandara', 'Eranga']);
    expect(await search({ availableTime: '10:00 AM', date: DAY, specialization: 'Surgery', location: 'Battaramulla' })).toEqual([
      'Eranga',
    ]);
    expect(await search({ availableTime: '09:00 AM', date: DAY, location: 'Battaramulla' })).toEqual(['Amara']);
  });

  it('date alone keeps doctors with at least one free slot that day', async () => {
    expect(await search({ date: DAY })).toEqual(['Amara', 'Bandara', 'Chathura', 'Eranga']);
    expect(await search({ date: DAY2 })).toEqual(['Amara', 'Bandara', 'Chathura']); // Eranga fully booked
    expect(await search({ date: DAY2, location: 'Battaramulla' })).toEqual(['Amara', 'Chathura']);
  });

  it('availableTime without a date means today in clinic time, and a time already gone matches nobody', async () => {
    expect(await search({ availableTime: '09:00 AM' }, MID_MORNING)).toEqual([]);
    expect(await search({ availableTime: '10:30 AM' }, MID_MORNING)).toEqual(['Amara', 'Eranga']);
    expect(await search({ availableTime: '11:00 AM' }, MID_MORNING)).toEqual(['Amara', 'Bandara', 'Eranga']);
  });

  it('a past date matches nobody', async () => {
    expect(await search({ date: '2026-11-19' }, MID_MORNING)).toEqual([]);
    expect(await search({ availableTime: '11:00 AM', date: '2026-11-19' }, MID_MORNING)).toEqual([]);
  });
});
