/**
 * The wire shape of an amount in minor units (ADR 0054). The arithmetic (rupees ↔ minor units) is
 * `@vetnow/domain/money`.
 */
import { z } from '@vetnow/contracts/zod';

/** An amount in minor units: a non-negative safe integer. */
export const minorUnitsSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
