import type { CareSchedule, OverdueReport } from '@vetnow/contracts/pet-care';
import { API } from '@vetnow/web-kit/api';
import { handlerFor, server } from '@vetnow/web-kit/testing';

/** The admin's pet-care scenario (issue 38): the overdue report by month and the schedules a PUT changes. */

export function careSchedule(overrides: Partial<CareSchedule> & Pick<CareSchedule, 'id'>): CareSchedule {
  return {
    species: 'Dog',
    kind: 'vaccination',
    name: 'Core vaccine (DHPPi)',
    firstDoseAgeWeeks: 6,
    stages: [{ untilAgeWeeks: 16, intervalDays: 21 }, { untilAgeWeeks: null, intervalDays: 365 }],
    notes: 'WSAVA 2024: every 2–4 weeks until 16 weeks, a booster at 6–12 months, then yearly.',
    active: true,
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}

export function overdueItems(month: string): OverdueReport['items'] {
  if (month !== '2026-11') return [];
  return [
    {
      pet: { _id: 'pet-bruno', name: 'Bruno', species: 'Dog' },
      owner: { _id: 'u-1', fullName: 'Kasun Jayawardena', contactNumber: '0771234567' },
      item: { key: 'schedule:s-rabies', kind: 'vaccination', name: 'Anti-rabies', dueOn: '2026-11-03', status: 'overdue' },
      lastDoctorId: 'd-1',
    },
    {
      pet: { _id: 'pet-misty', name: 'Misty', species: 'Cat' },
      owner: { _id: 'u-2', fullName: 'Ama Fernando', contactNumber: '0719876543' },
      item: { key: 'deworming:milbemax', kind: 'deworming', name: 'Milbemax', dueOn: '2026-11-10', status: 'overdue' },
      lastDoctorId: null,
    },
  ];
}

/**
 * GET /admin/pets/overdue (November 2026 has two overdue pets, other months none), GET /care-schedules over
 * `schedules` (changed in place) and PUT /admin/care-schedules/:id that changes it. Returns the list.
 */
export function petCareAdminApi(schedules: CareSchedule[] = [careSchedule({ id: 's-core' }), careSchedule({ id: 's-rabies', name: 'Anti-rabies', firstDoseAgeWeeks: 12, stages: [{ untilAgeWeeks: null, intervalDays: 365 }], notes: '' })]) {
  server.use(
    handlerFor(API.pets.overdueReport, ({ query }) => ({ month: query.month!, items: overdueItems(query.month!) })),
    handlerFor(API.pets.careSchedules, () => schedules),
    handlerFor(API.pets.updateCareSchedule, ({ params, body }) => {
      const index = schedules.findIndex((s) => s.id === params.id);
      schedules[index] = { ...schedules[index]!, ...(body as Partial<CareSchedule>), updatedAt: '2026-11-22T01:00:00.000Z' };
      return schedules[index]!;
    }),
  );
  return schedules;
}
