import type { Page } from '@playwright/test';

/** Requests held back until the test lets them through; `held` says whether any came. */
export interface Hold {
  readonly held: boolean;
  release(): void;
}

/**
 * Holds every request to `url` until `release()`: the test, not a delay, decides when it arrives, so a busy machine
 * cannot let it through before the test has checked what the page shows without it. Releasing twice is harmless.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<Hold> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = { held: false, release };
  await page.route(url, async (route) => {
    hold.held = true;
    await released;
    await route.continue();
  });
  return hold;
}
