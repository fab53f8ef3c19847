/**
 * The owner screens pre-rendered as frames (issue 40, ADR 0083): each exposed module listed here is rendered at build
 * time in its loading state (web-kit's renderScreenFrame) and written to dist/frames/ by
 * `@vetnow/web-build/prerender-frames`; the gateway serves it inside the shell's page for the screen's route.
 * A screen belongs here when its first render needs nothing of the account: its heading and skeleton are the same for
 * every owner. One whose first render shows public data lists the reads it shows (`reads`, from the route's params):
 * the gateway renders it again with their answers at request time (ADR 0096).
 */
import { API } from '@vetnow/contracts/api';
import { frameRenderer, renderScreenFrames, type ScreenFrameSource } from '@vetnow/web-kit/prerender/screen-frame';
import AppointmentsPage from '../exposes/appointments-page';
import BookAppointmentPage from '../exposes/book-appointment-page';
import DashboardPage from '../exposes/dashboard-page';
import DoctorsPage from '../exposes/doctors-page';
import PetsPage from '../exposes/pets-page';
import { bookableDates } from '../shared/calendar/bookable-dates';
import { calendarRange } from '../shared/calendar/closed-days';

/** This remote's container name (rspack.config.mjs): the scope its stylesheet applies in (ADR 0008). */
const CONTAINER = 'vetnow_owner';

export const SCREEN_FRAMES: Readonly<Record<string, ScreenFrameSource>> = {
  // Rendered again by the gateway with the directory (ADR 0096): the first cards paint from the first response.
  'doctors-page': {
    Screen: DoctorsPage,
    role: 'user',
    reads: () => [{ route: API.clinic.listDoctors }],
  },
  // Its first render is the same for every owner: the greeting by name comes with the owner's appointments.
  'dashboard-page': { Screen: DashboardPage, role: 'user' },
  // The booking wizard's first render is its heading and the spinner of the doctor it loads, whoever the doctor is.
  // Rendered again with the doctor's public profile and the clinic's calendar of the bookable days, as its month
  // calendar asks for it: the doctor's line, the steps and the month with its closed days paint from the first
  // response.
  'book-appointment-page': {
    Screen: BookAppointmentPage,
    role: 'user',
    reads: ({ doctorId = '' }) => {
      const { min, max } = bookableDates(new Date());
      return [
        { route: API.clinic.getDoctor, params: { id: doctorId } },
        { route: API.clinic.getCalendar, query: { ...calendarRange(min, max), doctorId } },
      ];
    },
  },
  // My Appointments and My Pets: heading, subtitle and the spinner of the owner's list, whoever the owner is.
  'appointments-page': { Screen: AppointmentsPage, role: 'user' },
  'pets-page': { Screen: PetsPage, role: 'user' },
};

export function renderFrames(): Record<string, string> {
  return renderScreenFrames(CONTAINER, SCREEN_FRAMES);
}

/** The gateway's request-time render of the frames with reads (ADR 0096), and which they are (for the build). */
export const { frameReads, renderFrameAt, screensWithReads } = frameRenderer(CONTAINER, SCREEN_FRAMES);
