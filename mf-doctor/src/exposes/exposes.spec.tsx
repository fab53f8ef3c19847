import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createI18n } from '@vetnow/web-kit/i18n';
import { MemoryRouter } from '@vetnow/web-kit/router';
import { doctorApi } from '../testing/fixtures';

createI18n();

// Every module the remote exposes (rspack.config.mjs) renders its screen as the default export.
const EXPOSED: Array<[string, string, () => Promise<{ default: ComponentType }>]> = [
  ['doctor-dashboard-page', 'Doctor Dashboard', () => import('./doctor-dashboard-page')],
  ['profile-page', 'My Profile', () => import('./profile-page')],
];

// Screens that are finished (their own specs test them) no longer show the placeholder line.
const BUILT = new Set(['doctor-dashboard-page', 'profile-page']);

// Rendered as the shell does, but without its QueryClient: each exposed screen brings its own (ADR 0018).
beforeEach(() => void doctorApi());

describe('mf-doctor exposed screens', () => {
  it.each(EXPOSED)('./%s renders the "%s" heading', async (name, title, load) => {
    const { default: Screen } = await load();
    render(
      <MemoryRouter>
        <Screen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    if (!BUILT.has(name)) expect(screen.getByText('This screen is being built. Check back soon.')).toBeInTheDocument();
  });
});
