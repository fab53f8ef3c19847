import { Inject, Injectable, Logger } from '@nestjs/common';
import { addDays, clinicToday } from '@vetnow/domain/clinic-time';
import { DEMO_DOCTOR, DEMO_OWNER } from '@vetnow/domain/demo';
import type { CareKind } from '@vetnow/contracts/pet-care';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { eq, sql } from 'drizzle-orm';
import { careRecords, petWeights, pets } from '../database/schema.js';
import { publishCareDue } from './care-due-event.js';
import { PET_CLOCK, type PetClock } from './pet-clock.js';

/** Nest token: whether SEED_DEMO is on for this instance (read when the app is created, as svc-clinic and svc-auth do). */
export const PETS_SEED_DEMO = Symbol('vetnow.booking.pets-seed-demo');

/** SEED_DEMO as svc-clinic and svc-auth read it: true, 1 or yes (any case) switch it on. */
export function seedDemoOn(value: string | undefined): boolean {
  return ['true', '1', 'yes'].includes((value ?? '').trim().toLowerCase());
}

interface DemoCare {
  kind: CareKind;
  scheduleId: string;
  name: string;
  batchNumber: string;
  /** Days from clinic today (negative: in the past). */
  givenDays: number;
  nextDueDays: number;
}

interface DemoPet {
  name: string;
  species: 'Dog' | 'Cat';
  breed: string;
  sex: 'male' | 'female';
  neutered: boolean;
  birthDays: number;
  microchipNumber: string;
  colourMarkings: string;
  weights: { days: number; grams: number }[];
  care: DemoCare[];
}

/**
 * The demo owner's pets, dates relative to clinic today: an 18-week puppy whose DHPPi/L booster is overdue, whose
 * deworming is due in 10 days (due soon) and whose first anti-rabies dose was given two weeks ago; and an adult cat
 * with its yearly FVRCP. Recorded by the demo doctor.
 */
export const DEMO_PETS: readonly DemoPet[] = [
  {
    name: 'Bruno',
    species: 'Dog',
    breed: 'Labrador Retriever',
    sex: 'male',
    neutered: false,
    birthDays: -126,
    microchipNumber: '900164000123456',
    colourMarkings: 'Golden, white patch on the chest',
    weights: [
      { days: -70, grams: 4_300 },
      { days: -42, grams: 7_100 },
      { days: -14, grams: 10_400 },
    ],
    care: [
      { kind: 'vaccination', scheduleId: 'dog-core-dhppil', name: 'DHPPi/L', batchNumber: 'DEMO-DH2401', givenDays: -70, nextDueDays: -42 },
      { kind: 'vaccination', scheduleId: 'dog-core-dhppil', name: 'DHPPi/L', batchNumber: 'DEMO-DH2417', givenDays: -42, nextDueDays: -14 },
      { kind: 'vaccination', scheduleId: 'dog-anti-rabies', name: 'Anti-rabies', batchNumber: 'DEMO-RB0912', givenDays: -14, nextDueDays: 351 },
      { kind: 'deworming', scheduleId: 'dog-deworming', name: 'Pyrantel + Praziquantel', batchNumber: '', givenDays: -20, nextDueDays: 10 },
    ],
  },
  {
    name: 'Mimi',
    species: 'Cat',
    breed: 'Domestic Shorthair',
    sex: 'female',
    neutered: true,
    birthDays: -2 * 365 - 40,
    microchipNumber: '',
    colourMarkings: 'Grey tabby',
    weights: [
      { days: -200, grams: 3_700 },
      { days: -30, grams: 3_900 },
    ],
    care: [{ kind: 'vaccination', scheduleId: 'cat-core-fvrcp', name: 'FVRCP', batchNumber: 'DEMO-FV7733', givenDays: -200, nextDueDays: 165 }],
  },
];

/**
 * SEED_DEMO=true: the demo owner (DEMO_OWNER.id, seeded by svc-auth) gets two pets with a vaccination history, so a
 * newcomer sees My Pets, the due items and the reminders on first start. Only when the demo owner has no pets at all
 * (an owner's own changes survive restarts); under a transaction-scoped advisory lock, so replicas seed once.
 */
@Injectable()
export class DemoPetsService {
  private readonly logger = new Logger('DemoPets');

  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    @Inject(PET_CLOCK) private readonly clock: PetClock,
  ) {}

  /** Answers how many pets were created (0 when the demo owner already has some). */
  async seed(): Promise<number> {
    const now = this.clock.now();
    const today = clinicToday(now);
    const created = await this.uow.run(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('vetnow.booking.demo-pets'))`);
      const existing = await tx.select({ id: pets.id }).from(pets).where(eq(pets.userId, DEMO_OWNER.id)).limit(1);
      if (existing.length > 0) return 0;
      for (const p of DEMO_PETS) {
        const [row] = await tx
          .insert(pets)
          .values({
            userId: DEMO_OWNER.id,
            name: p.name,
            species: p.species,
            breed: p.breed,
            sex: p.sex,
            neutered: p.neutered,
            dateOfBirth: addDays(today, p.birthDays),
            microchipNumber: p.microchipNumber,
            colourMarkings: p.colourMarkings,
          })
          .returning({ id: pets.id });
        const petId = row!.id;
        await tx.insert(petWeights).values(
          p.weights.map((w) => ({ petId, weightGrams: w.grams, recordedOn: addDays(today, w.days), source: 'owner' })),
        );
        await tx.insert(careRecords).values(
          p.care.map((c) => ({
            petId,
            kind: c.kind,
            scheduleId: c.scheduleId,
            name: c.name,
            batchNumber: c.batchNumber,
            givenOn: addDays(today, c.givenDays),
            nextDueOn: addDays(today, c.nextDueDays),
            doctorId: DEMO_DOCTOR.id,
            doctorName: DEMO_DOCTOR.fullName,
          })),
        );
        await publishCareDue(tx, this.outbox, petId, now);
      }
      return DEMO_PETS.length;
    });
    if (created > 0) this.logger.log({ msg: `demo pets created: ${created}`, ownerId: DEMO_OWNER.id });
    return created;
  }
}
