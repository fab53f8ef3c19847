/** The doctor directory's events (svc-clinic): a doctor's snapshot, status and deletion. */
import { z } from '@vetnow/contracts/zod';
import { doctorSchema } from '../doctor.js';
import { minorUnitsSchema } from '../money.js';
import { id } from './event-fields.js';

/** doctor.created / doctor.updated, version 1: the full public doctor (no password), its fee in LKR. */
export const doctorSnapshotEventV1 = doctorSchema;

/**
 * doctor.created / doctor.updated, version 2: the public doctor with its fee in minor units (`consultationFeeMinor`,
 * ADR 0054) instead of LKR. A version 1 event still parses (upcast in events.ts).
 */
export const doctorSnapshotEventV2 = doctorSchema.omit({ consultationFee: true }).extend({
  consultationFeeMinor: minorUnitsSchema,
});

/** doctor.status-changed. */
export const doctorStatusChangedEventV1 = z.object({ doctorId: id, isActive: z.boolean() });

/** doctor.deleted. */
export const doctorDeletedEventV1 = z.object({ doctorId: id });
