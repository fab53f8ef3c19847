// The workspaces the scripts build, start and check, in one place.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (no trailing slash). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

/** TypeScript libraries compiled with `tsc -b` into `<dir>/dist` (the backends reference them). */
export const LIBS = ['libs/domain', 'libs/contracts', 'libs/service-kit'];

/** The domain services, in start order, with their `@vetnow/contracts/services` name. */
export const SERVICES = [
  { dir: 'svc-auth', service: 'auth', portEnv: 'AUTH_PORT', urlEnv: 'AUTH_URL', defaultPort: 4001 },
  { dir: 'svc-clinic', service: 'clinic', portEnv: 'CLINIC_PORT', urlEnv: 'CLINIC_URL', defaultPort: 4002 },
  { dir: 'svc-booking', service: 'booking', portEnv: 'BOOKING_PORT', urlEnv: 'BOOKING_URL', defaultPort: 4003 },
  { dir: 'svc-payments', service: 'payments', portEnv: 'PAYMENTS_PORT', urlEnv: 'PAYMENTS_URL', defaultPort: 4004 },
  { dir: 'svc-notify', service: 'notify', portEnv: 'NOTIFY_PORT', urlEnv: 'NOTIFY_URL', defaultPort: 4005 },
];
export const GATEWAY = { dir: 'gateway', portEnv: 'GATEWAY_PORT', defaultPort: 8080 };

/** Node processes built with `tsc -b` into `<dir>/dist/main.js`. */
export const BACKENDS = [GATEWAY.dir, ...SERVICES.map((s) => s.dir)];

/** React apps built by rspack (`npm run build -w <dir>`) into `<dir>/dist`; the file that proves a build. */
export const FRONTENDS = [
  { dir: 'shell', marker: 'dist/index.html' },
  { dir: 'mf-owner', marker: 'dist/mf-manifest.json' },
  { dir: 'mf-doctor', marker: 'dist/mf-manifest.json' },
  { dir: 'mf-admin', marker: 'dist/mf-manifest.json' },
];

/** Shared frontend sources: a change there makes every frontend build out of date. */
export const FRONTEND_SHARED_SOURCES = ['libs/web-kit/src', 'libs/contracts/src', 'libs/domain/src', 'libs/web-build/src'];

export const abs = (rel) => join(ROOT, rel);
export const hasTsconfig = (dir) => existsSync(abs(`${dir}/tsconfig.json`));
export const backendEntry = (dir) => `${dir}/dist/main.js`;

/** A frontend can be built once it has sources, a build script and an rspack config. */
export function frontendBuildable(dir) {
  if (!existsSync(abs(`${dir}/src`))) return { ok: false, reason: 'no src/ yet' };
  const pkg = JSON.parse(readFileSync(abs(`${dir}/package.json`), 'utf8'));
  if (!pkg.scripts?.build) return { ok: false, reason: 'no build script' };
  const config = readdirSync(abs(dir)).find((f) => /^rspack\.config\.(m?[jt]s|cjs)$/.test(f));
  if (!config) return { ok: false, reason: 'no rspack.config yet' };
  return { ok: true };
}
