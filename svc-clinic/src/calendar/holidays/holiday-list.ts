import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOLIDAY_STATUSES, type HolidayStatus } from '@vetnow/contracts/calendar';
import { isValidIsoDate } from '@vetnow/domain/clinic-time';

/** svc-clinic/holidays/lk-public-holidays.csv, found from src/ and from dist/ alike (tsc does not copy it). */
export const HOLIDAY_LIST_FILE = fileURLToPath(new URL('../../../holidays/lk-public-holidays.csv', import.meta.url));

export interface ListedHoliday {
  readonly date: string;
  readonly name: string;
  readonly status: HolidayStatus;
  /** `<date>|<name>`: the row's identity, kept when the admin moves or renames the day. */
  readonly seedKey: string;
}

/** Parses the list (`date,name,status`; a name may be double-quoted). Throws naming the first bad line. */
export function parseHolidayList(text: string): ListedHoliday[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const [header, ...rows] = lines;
  if (header?.trim() !== 'date,name,status') throw new Error(`Holiday list: unexpected header ${header ?? '(empty)'}`);
  return rows.map((line, i) => {
    const m = /^(\d{4}-\d{2}-\d{2}),("(?:[^"]|"")*"|[^,]*),([a-z]+)$/.exec(line.trim());
    const date = m?.[1];
    const name = m?.[2]?.replace(/^"(.*)"$/, '$1').replace(/""/g, '"').trim();
    const status = m?.[3] as HolidayStatus | undefined;
    if (!date || !isValidIsoDate(date) || !name || !status || !HOLIDAY_STATUSES.includes(status)) {
      throw new Error(`Holiday list line ${i + 2} is not date,name,status: ${line}`);
    }
    return { date, name, status, seedKey: `${date}|${name}` };
  });
}

export function readHolidayList(file = HOLIDAY_LIST_FILE): ListedHoliday[] {
  return parseHolidayList(readFileSync(file, 'utf8'));
}
