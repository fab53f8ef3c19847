import { AppToaster } from '@vetnow/web-kit/toaster';
import { NOW, renderWithProviders } from '@vetnow/web-kit/testing';
import { CalendarPanel } from '../features/calendar';

/** The admin's Calendar tab on the fixtures' clock (2026-11-22 in Colombo), with the toaster, in the test providers. */
export function renderCalendar(props: { doctorId?: string } = {}) {
  return renderWithProviders(
    <>
      <AppToaster />
      <CalendarPanel now={() => NOW} {...props} />
    </>,
  );
}
