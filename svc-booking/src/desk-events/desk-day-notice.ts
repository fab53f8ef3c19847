/**
 * What migration 0008's triggers send on the `desk_day` channel at the commit of every insert or update of an
 * appointment or a walk-in: `{"date":"YYYY-MM-DD","doctorId":"…"|null,"walkIn":true|false}` (a move sends both days).
 */
export const DESK_DAY_CHANNEL = 'desk_day';

export interface DeskDayNotice {
  /** The clinic date that changed. */
  readonly date: string;
  /** The appointment's doctor, or the walk-in's (null: a walk-in for any doctor). */
  readonly doctorId: string | null;
  readonly walkIn: boolean;
}

/** Which changes a stream follows: every change of `date`, or (doctorId) that doctor's appointments and every walk-in. */
export interface DayStreamFilter {
  readonly date: string;
  /** The doctor's own stream: only their appointments, and the walk-in queue. */
  readonly doctorId?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The notice of a notification's payload; undefined when it is not one (then nobody is told). */
export function parseDeskDayNotice(payload: string | undefined): DeskDayNotice | undefined {
  if (!payload) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { date, doctorId, walkIn } = value as Record<string, unknown>;
  if (typeof date !== 'string' || !ISO_DATE.test(date)) return undefined;
  if (doctorId !== null && typeof doctorId !== 'string') return undefined;
  return { date, doctorId, walkIn: walkIn === true };
}

/** Whether a stream with this filter is told about the change. */
export function concerns(filter: DayStreamFilter, notice: DeskDayNotice): boolean {
  if (notice.date !== filter.date) return false;
  if (filter.doctorId === undefined) return true;
  return notice.walkIn || notice.doctorId === filter.doctorId;
}
