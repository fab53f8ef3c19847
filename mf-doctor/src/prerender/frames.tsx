/**
 * The doctor screens pre-rendered as frames (issue 40, ADR 0083): each exposed module listed here is rendered at build
 * time in its loading state (web-kit's renderScreenFrame) and written to dist/frames/ by
 * `@vetnow/web-build/prerender-frames`; the gateway serves it inside the shell's page for the screen's route.
 * A screen belongs here when its first render needs nothing of the account beyond what is public: the dashboard's
 * heading and spinner, and (ADR 0096) the doctor's name and line from their public profile.
 */
import { API } from '@vetnow/contracts/api';
import { frameRenderer, renderScreenFrames, type ScreenFrameSource } from '@vetnow/web-kit/prerender/screen-frame';
import DoctorDashboardPage from '../exposes/doctor-dashboard-page';

/** This remote's container name (rspack.config.mjs): the scope its stylesheet applies in (ADR 0008). */
const CONTAINER = 'vetnow_doctor';

export const SCREEN_FRAMES: Readonly<Record<string, ScreenFrameSource>> = {
  // Rendered again by the gateway with the signed-in doctor's public profile (the doctor's id cookie, ADR 0096): the
  // name and the line under it (specialization, clinic) paint from the first response, as the session shows them.
  'doctor-dashboard-page': {
    Screen: DoctorDashboardPage,
    role: 'doctor',
    reads: (_params, { doctor }) => (doctor ? [{ route: API.clinic.getDoctor, params: { id: doctor } }] : []),
    signedInAs: API.clinic.getDoctor,
  },
};

export function renderFrames(): Record<string, string> {
  return renderScreenFrames(CONTAINER, SCREEN_FRAMES);
}

/** The gateway's request-time render of the frames with reads (ADR 0096), and which they are (for the build). */
export const { frameReads, renderFrameAt, screensWithReads } = frameRenderer(CONTAINER, SCREEN_FRAMES);
