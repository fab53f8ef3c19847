import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { CARE_KINDS, careScheduleStageSchema, PET_SPECIES } from '@vetnow/contracts/pet-care';
import { z } from 'zod';

/** The clinic's care schedules as shipped (svc-booking/care-schedules, from src/ and from dist/ alike). */
export const CARE_SCHEDULES_FILE = fileURLToPath(new URL('../../care-schedules/lk-care-schedules.json', import.meta.url));

const fileSchema = z
  .array(
    z.strictObject({
      id: z.string().regex(/^[a-z0-9-]{1,100}$/),
      species: z.enum(PET_SPECIES),
      kind: z.enum(CARE_KINDS),
      name: z.string().trim().min(1).max(100),
      firstDoseAgeWeeks: z.number().int().min(0).max(520),
      stages: z
        .array(careScheduleStageSchema)
        .min(1)
        .max(6)
        .refine(
          (s) =>
            s.every((x, i) => (i === s.length - 1 ? x.untilAgeWeeks === null : x.untilAgeWeeks !== null && (i === 0 || x.untilAgeWeeks > s[i - 1]!.untilAgeWeeks!))),
          'only the last stage has no age limit, and the age limits increase',
        ),
      notes: z.string().max(2000),
    }),
  )
  .refine((all) => new Set(all.map((s) => s.id)).size === all.length, 'schedule ids must be unique');

export type ShippedCareSchedule = z.infer<typeof fileSchema>[number];

/** Reads and checks the shipped schedules; a broken file stops the boot with the file's name and the problem. */
export async function readCareScheduleFile(file: string = CARE_SCHEDULES_FILE): Promise<ShippedCareSchedule[]> {
  const parsed = fileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`${file} is not a valid list of care schedules: ${problems}`);
  }
  return parsed.data;
}
