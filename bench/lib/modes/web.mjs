// The browser measures: (f) JavaScript per route (its method: ../web-measures.mjs) and (g) the Lighthouse table of
// issues 14 and 40 (../lighthouse.mjs, ../sign-in.mjs). `--web` runs them alone; the full run ends with them.
import { apiClient, registerOwners } from '../../../scripts/lib/vetnow-api.mjs';
import { startIsolatedStack } from '../../../scripts/lib/isolated-stack.mjs';
import { lighthouseRoutes, lighthouseRows, lighthouseTable } from '../lighthouse.mjs';
import { jsWeightPerRoute } from '../web-measures.mjs';

/** The origin the browser measures open: the stack's gateway on localhost. */
const originOf = (stack) => `http://localhost:${stack.ports.gateway}`;

/**
 * (f) on `stack` (a started stack's processes): weighs `/` and `/login` signed out (`/login` before the first
 * interaction and once the visitor is in its form: ADR 0036), then `/doctors` and `extraPaths` signed in as the owner
 * of `token`. Rows: figures, no targets. Byte budgets are retired (ADR 0042): time is the target, (g)'s Lighthouse.
 * What keeps the bytes from creeping up is the ratchet in tests/e2e/tests/route-budgets.spec.ts, part of `npm test`.
 * Answers the weights.
 */
export async function measureJsPerRoute({ progress, report }, stack, token, extraPaths = []) {
  const session = { token, userType: 'user' };
  const routes = [{ path: '/' }, { path: '/login' }, { path: '/login', focus: 'form input' }, { path: '/doctors', session }];
  progress('(f) JavaScript per route in headless Chromium…');
  const weights = await jsWeightPerRoute(originOf(stack), [...routes, ...extraPaths.map((path) => ({ path, session }))]);
  for (const r of weights) {
    const where = r.finalUrl !== r.path.split('?')[0] ? ` (ended at ${r.finalUrl})` : '';
    const when = r.focus ? ' once the visitor is in its form' : r.path === '/login' ? ' before the first interaction' : '';
    report.row('f', `JS of ${r.path}${when}${where}, ${r.files} files, gzip`, r.gzipKiB, 'KiB', '—');
  }
  return weights;
}

/** (g) on `stack`: the Lighthouse table, its rows and notes; the table itself in the JSON's details. */
export async function measureLighthouse({ progress, report }, stack) {
  progress('(g) Lighthouse (mobile, 3 runs each) for /, /login and the signed-in screens, signed in through the form…');
  const table = await lighthouseTable(originOf(stack), lighthouseRoutes(await import('@vetnow/domain/demo')), 3, progress);
  report.details.lighthouse = table;
  lighthouseRows(table, report.row, report.note);
}

/**
 * `--web`: only the browser measures, (f) JS per route and (g) the Lighthouse table, on a stack of their own (one
 * owner registered for the signed-in routes); prints the table and exits.
 */
export async function benchWeb(bench) {
  const { build, progress, report } = bench;
  let code = 0;
  const stack = await startIsolatedStack({ label: 'bench-web', build, log: progress });
  try {
    const api = apiClient(stack.gatewayUrl, { connections: 4 });
    const [owner] = await registerOwners(api, 1, { concurrency: 1, label: 'bench-web' });
    await api.close();
    await measureJsPerRoute(bench, stack.stack, owner.token);
    await measureLighthouse(bench, stack.stack);
  } catch (err) {
    code = 1;
    progress(`FAILED: ${err.stack ?? err.message}`);
  } finally {
    await stack.cleanUp();
  }
  report.finish({ mode: 'web', code, prefix: 'web-' });
}
