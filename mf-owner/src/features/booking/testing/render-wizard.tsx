import { NOW } from '@vetnow/web-kit/testing';
import { renderRoute, type RouteRenderOptions } from '../../../testing/render-route';
import { BookAppointmentPage } from '../components/book-appointment-page';

/** The booking wizard for doctor d-1 at /book-appointment/d-1, its clock at `now` (default NOW). */
export function renderWizard({ now = () => NOW, ...options }: RouteRenderOptions & { now?: () => Date } = {}) {
  return renderRoute('/book-appointment/:doctorId', <BookAppointmentPage now={now} />, {
    entries: ['/book-appointment/d-1'],
    ...options,
  });
}
