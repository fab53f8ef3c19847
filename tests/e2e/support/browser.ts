import { CHROMIUM_CONTAINER_ARGS } from '../../../scripts/lib/chromium-flags.mjs';

/** The system Chromium (`apt-get install -y chromium`): `npx playwright install` cannot download browsers here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
