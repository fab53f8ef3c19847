import { AppToaster } from '@vetnow/web-kit/toaster';
import { renderWithProviders } from '@vetnow/web-kit/testing';
import { FrontDeskPage } from '../features/front-desk';

/** The Front Desk screen with the toaster, inside the test providers (i18n, a fresh query cache, a router). */
export function renderFrontDesk() {
  return renderWithProviders(
    <>
      <AppToaster />
      <FrontDeskPage />
    </>,
  );
}
