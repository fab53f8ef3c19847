/** The field shapes every event payload shares: a non-empty id and an instant with its offset. */
import { z } from '@vetnow/contracts/zod';

export const id = z.string().min(1);
export const instant = z.iso.datetime({ offset: true });
