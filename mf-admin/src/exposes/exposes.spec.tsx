import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createI18n } from '@vetnow/web-kit/i18n';
import { adminApi } from '../testing/admin-api';

createI18n();

// Every module the remote exposes (rspack.config.mjs) renders its screen as the default export.
const EXPOSED: Array<[string, string, () => Promise<{ default: ComponentType }>]> = [
  ['admin-dashboard-page', 'Admin Dashboard', () => import('./admin-dashboard-page')],
];

// Rendered as the shell does, but without its QueryClient: each exposed screen brings its own (ADR 0018).
beforeEach(() => void adminApi());

describe('mf-admin exposed screens', () => {
  it.each(EXPOSED)('./%s renders the "%s" heading', async (_name, title, load) => {
    const { default: Screen } = await load();
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
