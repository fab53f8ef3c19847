import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createI18n } from '@vetnow/web-kit/i18n';
import { adminApi } from '../testing/admin-api';
import { deskApi } from '../testing/front-desk-api';

createI18n();

// Every module the remote exposes (rspack.config.mjs) renders its screen as the default export.
const EXPOSED: Array<[string, string, () => Promise<{ default: ComponentType }>]> = [
  ['admin-dashboard-page', 'Admin Dashboard', () => import('./admin-dashboard-page')],
  ['front-desk-page', 'Front Desk', () => import('./front-desk-page')],
];

// Rendered as the shell does, but without its QueryClient: each exposed screen brings its own (ADR 0018). The front
// desk's live stream is the test stand-in (src/testing/jest.setup.ts).
beforeEach(() => {
  adminApi();
  deskApi();
});

describe('mf-admin exposed screens', () => {
  it.each(EXPOSED)('./%s renders the "%s" heading', async (_name, title, load) => {
    const { default: Screen } = await load();
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
