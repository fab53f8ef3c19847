/**
 * The doctor screens pre-rendered as frames (issue 40, ADR 0083): each exposed module listed here is rendered at build
 * time in its loading state (web-kit's renderScreenFrame) and written to dist/frames/ by
 * `@vetnow/web-build/prerender-frames`; the gateway serves it inside the shell's page for the screen's route.
 * A screen belongs here when its first render needs nothing of the account or the address.
 */
import { renderScreenFrames, type ScreenFrameSource } from '@vetnow/web-kit/prerender/screen-frame';
import DoctorDashboardPage from '../exposes/doctor-dashboard-page';

/** This remote's container name (rspack.config.mjs): the scope its stylesheet applies in (ADR 0008). */
const CONTAINER = 'vetnow_doctor';

export const SCREEN_FRAMES: Readonly<Record<string, ScreenFrameSource>> = {
  'doctor-dashboard-page': { Screen: DoctorDashboardPage, role: 'doctor' },
};

export function renderFrames(): Record<string, string> {
  return renderScreenFrames(CONTAINER, SCREEN_FRAMES);
}
