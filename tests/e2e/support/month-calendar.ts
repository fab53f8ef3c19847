import { expect, type Locator, type Page } from '@playwright/test';

// The month calendar (the wizard's step 1, the owner's clinic calendar): its grid is named by the month shown
// ("December 2026"), its day buttons by the full date, as the browser's Intl writes them in English.

/** A day button's name: "Saturday, December 19, 2026". */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat('en', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The grid's name for the month of `date`: "December 2026". */
export function monthLabel(date: string): string {
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

const MONTHS = Array.from({ length: 12 }, (_, m) => new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m, 1)));
const monthIndex = (label: string) => Number(label.split(' ')[1]) * 12 + MONTHS.indexOf(label.split(' ')[0]!);

/**
 * Pages the month calendar inside `scope` to the month of `date`, forwards or back. It reads the month shown and, after
 * each click, waits for the heading to change, so a re-render in flight never makes it click twice.
 */
export async function showMonth(scope: Locator | Page, date: string): Promise<void> {
  const target = monthLabel(date);
  const grid = scope.getByRole('grid');
  await expect(grid).toBeVisible();
  for (let i = 0; i < 12; i++) {
    const heading = scope.locator(`[id="${await grid.getAttribute('aria-labelledby')}"]`);
    const shown = (await heading.textContent())!.trim();
    if (shown === target) return;
    await scope.getByRole('button', { name: monthIndex(shown) < monthIndex(target) ? 'Next month' : 'Previous month' }).click();
    await expect(heading).not.toHaveText(shown);
  }
  await expect(scope.getByRole('grid', { name: target })).toBeVisible();
}

/** Pages to the month of `date` and chooses that day. */
export async function chooseDay(scope: Locator | Page, date: string): Promise<void> {
  await showMonth(scope, date);
  await scope.getByRole('button', { name: dayLabel(date), exact: true }).click();
}
