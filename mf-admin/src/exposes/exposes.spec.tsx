import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createI18n } from '@vetnow/web-kit/i18n';

createI18n();

// Every module the remote exposes (rspack.config.mjs) renders its screen as the default export.
const EXPOSED: Array<[string, string, () => Promise<{ default: ComponentType }>]> = [
  ['admin-dashboard-page', 'Admin Dashboard', () => import('./admin-dashboard-page')],
];

describe('mf-admin exposed screens', () => {
  it.each(EXPOSED)('./%s renders the "%s" heading', async (_name, title, load) => {
    const { default: Screen } = await load();
    render(<Screen />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
