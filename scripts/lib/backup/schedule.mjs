// `npm run backup -- --daily HH:MM`: the next run of a daily backup, at a UTC time of day (compose's backup service).

/** `02:30` → { hour: 2, minute: 30 }; throws on anything else. */
export function parseTimeOfDay(value) {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(String(value));
  if (!m) throw new Error(`--daily takes a UTC time of day as HH:MM (e.g. 02:30), got "${value}"`);
  return { hour: Number(m[1]), minute: Number(m[2]) };
}

/** The first moment after `now` at `time` (UTC). */
export function nextRunAfter(now, time) {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), time.hour, time.minute));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
