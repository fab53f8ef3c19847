import { existsSync } from 'node:fs';
import { CHROMIUM_CONTAINER_ARGS } from '../../../scripts/lib/chromium-flags.mjs';

/**
 * Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`): the headless-only build Playwright
 * itself runs by default, without the whole browser's windows and UI. On the e2e suite's accessibility spec it took
 * 232 CPU-seconds against the whole browser's 250 (the browser process 21 against 29, the GPU process 7 against 10;
 * 30 Nov 2026, ADR 0077).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The whole browser (`apt-get install -y chromium`), for the one thing the headless shell lacks: notifications (there
 * their permission stays denied, granted or not). push.spec.ts runs in it. CHROMIUM_PATH names another.
 */
export const WHOLE_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The system Chromium (`npx playwright install` cannot download browsers here): the headless shell when the machine
 * has it (`.ci/run` installs it), else the whole browser run headless.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : WHOLE_CHROMIUM_PATH);

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65, server/chromium/chromiumSwitches.ts). Chromium keeps
 * only the LAST `--disable-features` switch, so the one below must repeat Playwright's to add to it.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Debian's Chromium 156 runs `--headless` as the whole browser, and every new window (each browser context) builds
 * its omnibox popup as WebUI pages (chrome://omnibox-popup.top-chrome/, two of them), which nobody sees in a test:
 * measured on this machine, 10 contexts cost 14.5 s of CPU with them and 4.5 s without (ADR 0064).
 */
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Flags that keep Chromium quiet and working in a container without a GPU or a sandbox. */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_CONTAINER_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`,
];
