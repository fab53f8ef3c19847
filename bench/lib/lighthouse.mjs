// Issue 14's Lighthouse table, extended by issue 40 to the signed-in screens: mobile, simulated throttling
// (Lighthouse's default), each route run `runs` times in a fresh Chromium, the median run reported (by performance
// score, then LCP), beside the figures the issues were filed with and their targets. A signed-in route is measured
// the way an owner arrives (sign-in.mjs): signed in through the real /login form first, so the browser holds only the
// refresh cookie and `userType`; then cold (HTTP cache emptied) and, where asked, warm (the route loaded once
// before). Besides the scores, each route says where its time goes, from the same run's trace: the LCP phases, the
// main-thread work by kind, the scripts that cost the most CPU, and the JavaScript transferred.
import { emptyCaches, signIn, visitOnce } from './sign-in.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './web-measures.mjs';

export { signIn } from './sign-in.mjs';

/** The signed-in routes' targets (issue 40): mobile performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms. */
const SIGNED_IN = { performance: 90, lcpMs: 2500, tbtMs: 200 };

/**
 * Per route (and visit: `warm` is the repeat visit), the figures of the day its issue was filed (same machine,
 * Lighthouse 12 mobile, median of 3) and its targets. Issue 14: `/`, `/login`. Issue 40: the signed-in routes;
 * `/doctors` ≥ 95 cold and 100 warm with TBT ≤ 100 ms, its "before" the replaced app's figures. A route without a
 * CLS target prints its CLS without one.
 */
export const LIGHTHOUSE_TARGETS = {
  '/': { before: { performance: 86, lcpMs: 2990, tbtMs: 377, scriptKiB: 198 }, performance: 98, lcpMs: 1200, tbtMs: 50, cls: 0.02 },
  '/login': { before: { performance: 80, lcpMs: 3310, tbtMs: 488, scriptKiB: 228 }, performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 },
  '/doctors': { before: { performance: 94, lcpMs: 2860, tbtMs: 124 }, performance: 95, lcpMs: 2500, tbtMs: 100, cls: 0.05 },
  '/doctors warm': { before: { performance: 100, lcpMs: 1380, tbtMs: 0 }, performance: 100, lcpMs: 2500, tbtMs: 100, cls: 0.05 },
  '/dashboard': { before: {}, ...SIGNED_IN },
  '/book-appointment/:doctorId': { before: {}, ...SIGNED_IN },
  '/doctor-dashboard': { before: {}, ...SIGNED_IN },
  '/admin-dashboard': { before: {}, ...SIGNED_IN },
};

/** The key of a route's targets: its pattern (or path), and ` warm` for the repeat visit. */
const targetKey = (route, visit) => `${route.pattern ?? route.path}${visit === 'warm' ? ' warm' : ''}`;

/**
 * How long Lighthouse waits for a route that holds a live event stream (SSE) open: the stream is a fetch Lighthouse
 * counts as a critical request in flight, so the page never goes network-quiet and Lighthouse would wait its default
 * 45 s. The run ends at this wait instead; the metrics come from the trace as on any other run.
 */
export const STREAM_WAIT_MS = 15_000;

/**
 * The table's routes (issues 14 and 40): `/` and `/login` signed out, then the five signed-in screens, each signed in
 * through the form with the demo account of its role (seeded by every stack the bench starts): `/doctors` cold and
 * warm, the owner dashboard, the booking wizard's first step for the demo doctor, the doctor dashboard (its live
 * stream: {@link STREAM_WAIT_MS}) and the admin dashboard.
 * @param {{ DEMO_OWNER: { email: string, password: string }, DEMO_DOCTOR: { id: string, email: string, password: string }, DEMO_ADMIN: { email: string, password: string } }} demo
 */
export function lighthouseRoutes({ DEMO_OWNER, DEMO_DOCTOR, DEMO_ADMIN }) {
  const owner = { email: DEMO_OWNER.email, password: DEMO_OWNER.password, userType: 'user' };
  return [
    { path: '/' },
    { path: '/login' },
    { path: '/doctors', account: owner, warm: true },
    { path: '/dashboard', account: owner },
    { path: `/book-appointment/${DEMO_DOCTOR.id}`, pattern: '/book-appointment/:doctorId', account: owner },
    { path: '/doctor-dashboard', account: { email: DEMO_DOCTOR.email, password: DEMO_DOCTOR.password, userType: 'doctor' }, maxWaitForLoad: STREAM_WAIT_MS },
    { path: '/admin-dashboard', account: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, userType: 'admin' } },
  ];
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** What one Lighthouse report says about a route: scores, metrics, and where the time went. */
function summarize(lhr) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const lcpPhases = (audit('largest-contentful-paint-element')?.details?.items ?? [])
    .find((item) => item.type === 'table' && item.items?.some((row) => row.phase))
    ?.items.map((row) => ({ phase: row.phase, ms: Math.round(row.timing) }));
  const mainThread = (audit('mainthread-work-breakdown')?.details?.items ?? [])
    .map((item) => ({ kind: item.groupLabel ?? item.group, ms: Math.round(item.duration) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  const scripts = (audit('bootup-time')?.details?.items ?? [])
    .map((item) => ({ url: String(item.url).replace(/^https?:\/\/[^/]+/, ''), ms: Math.round(item.total), scriptingMs: Math.round(item.scripting) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  // What moved (CLS): each shift's element and score, largest first.
  const layoutShifts = (audit('layout-shifts')?.details?.items ?? [])
    .map((item) => ({ element: String(item.node?.selector ?? item.node?.snippet ?? 'unknown').slice(0, 120), score: Math.round((item.score ?? 0) * 1000) / 1000 }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  const scriptRow = (audit('resource-summary')?.details?.items ?? []).find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(audit('first-contentful-paint')?.numericValue ?? Number.NaN),
    lcpMs: Math.round(audit('largest-contentful-paint')?.numericValue ?? Number.NaN),
    tbtMs: Math.round(audit('total-blocking-time')?.numericValue ?? Number.NaN),
    cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? Number.NaN) * 1000) / 1000,
    scriptKiB: Math.round(((scriptRow?.transferSize ?? 0) / 1024) * 10) / 10,
    scriptRequests: scriptRow?.requestCount ?? 0,
    finalUrl: lhr.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : undefined,
    runtimeError: lhr.runtimeError?.message,
    // Lighthouse's measure of the host's CPU (its 4× slowdown assumes 1,500–2,000, a high-end desktop).
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
    // e.g. "The page loaded too slowly to finish within the time limit" (a live stream kept the network busy).
    warnings: (lhr.runWarnings ?? []).map((w) => String(w).slice(0, 160)),
    lcpPhases,
    mainThread,
    scripts,
    layoutShifts,
  };
}

/**
 * Lighthouse `runs` times per route and visit, each run in a fresh Chromium. A route with an `account` is loaded
 * after that account signed in through the /login form (sign-in.mjs), with Lighthouse's storage reset off so the
 * session stays: `cold` with the HTTP cache (and any service worker) emptied after the sign-in, `warm` (when
 * `route.warm`) with the route loaded once after the sign-in and nothing emptied. (Lighthouse 12 in navigation mode
 * clears the cache only as part of its storage reset, so `disableStorageReset` keeps it; the cold run empties it
 * itself.) `maxWaitForLoad` (ms) ends the wait of a route that never goes network-quiet (a live event stream).
 * Returns per route and visit the median run and every run's score, LCP and TBT.
 * @param {string} origin
 * @param {{ path: string, pattern?: string, account?: { email: string, password: string, userType: string }, warm?: boolean, maxWaitForLoad?: number }[]} routes
 * @param {number} runs
 */
export async function lighthouseTable(origin, routes, runs = 3, progress = () => undefined) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const puppeteer = (await import('puppeteer-core')).default;
  const out = [];
  for (const route of routes) {
    for (const visit of route.warm ? ['cold', 'warm'] : ['cold']) {
      const all = [];
      const failures = [];
      for (let i = 0; i < runs; i++) {
        progress(`(g) ${route.path} ${route.account ? `${visit}, signed in as ${route.account.userType}, ` : ''}run ${i + 1} of ${runs}…`);
        const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
        let browser;
        try {
          browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
          if (route.account) {
            const { email, password, userType } = route.account;
            await signIn(browser, origin, email, password, userType);
            if (visit === 'warm') await visitOnce(browser, origin, route.path);
          }
          const page = await browser.newPage();
          if (route.account && visit === 'cold') await emptyCaches(page, origin);
          const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true };
          if (route.maxWaitForLoad) flags.maxWaitForLoad = route.maxWaitForLoad;
          const result = await lighthouse(`${origin}${route.path}`, flags, undefined, page);
          const run = result?.lhr ? summarize(result.lhr) : undefined;
          // A report without a score (Lighthouse's runtimeError, e.g. no paint in time) counts as a failed run.
          if (run && Number.isFinite(run.performance)) all.push(run);
          else throw new Error(run?.runtimeError ?? 'Lighthouse gave no report');
        } catch (err) {
          // One run that could not sign in or load does not lose the table: the row says how many runs finished.
          failures.push(String(err?.message ?? err).split('\n')[0].slice(0, 200));
          progress(`(g) ${route.path} ${visit} run ${i + 1} failed: ${failures.at(-1)}`);
        } finally {
          await browser?.disconnect().catch(() => undefined);
          chrome.kill();
        }
      }
      const byScore = [...all].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
      const chosen = byScore[Math.floor(byScore.length / 2)];
      if (!all.length) {
        out.push({ path: route.path, target: targetKey(route, visit), visit, signedInAs: route.account?.userType, runs: [], failures });
        continue;
      }
      out.push({
        path: route.path,
        target: targetKey(route, visit),
        failures,
        visit,
        signedInAs: route.account?.userType,
        maxWaitForLoad: route.maxWaitForLoad,
        ...chosen,
        medians: {
          performance: median(all.map((r) => r.performance)),
          lcpMs: median(all.map((r) => r.lcpMs)),
          tbtMs: median(all.map((r) => r.tbtMs)),
        },
        runs: all.map(({ performance, lcpMs, tbtMs }) => ({ performance, lcpMs, tbtMs })),
      });
    }
  }
  return out;
}

/** How a row names the visit: the first visit of a signed-in route (cold) or the repeat visit (warm). */
function visitLabel(r) {
  if (!r.signedInAs) return '';
  const who = { user: 'an owner', doctor: 'a doctor', admin: 'the admin', staff: 'the front desk' }[r.signedInAs] ?? r.signedInAs;
  return r.visit === 'warm'
    ? ` warm (just signed in as ${who}, the route loaded once before)`
    : ` cold (signed in as ${who} through the form earlier, HTTP cache empty)`;
}

/**
 * Adds the table's rows through `row(id, metric, value, unit, target, pass)`: per route and visit the median
 * performance, LCP, TBT and CLS against the issues' targets with their filed figures beside them, accessibility and
 * best practices against 100 and the JavaScript transferred; and, through `note(text)`, where each route's time goes
 * (printed under the table).
 */
export function lighthouseRows(results, row, note) {
  for (const r of results) {
    const t = LIGHTHOUSE_TARGETS[r.target ?? r.path];
    const name = `${r.path}${visitLabel(r)}`;
    if (!r.runs.length) {
      row('g', `Lighthouse ${name}: no run finished (${r.failures?.[0] ?? 'no report'})`, 'none', '', t ? `≥ ${t.performance}` : '—', t ? false : undefined);
      continue;
    }
    const where = r.finalUrl && r.finalUrl !== r.path ? ` (ended at ${r.finalUrl})` : '';
    const was = (value, unit = '') => (value === undefined ? '' : `, was ${value}${unit}`);
    if (r.runtimeError) row('g', `${name}: Lighthouse error`, r.runtimeError, '', '—');
    if (r.failures?.length) row('g', `${name}: runs that failed (${r.failures[0]})`, r.failures.length, '', '0', false);
    const perf = r.medians.performance;
    row('g', `Lighthouse ${name}${where}: performance, median of ${r.runs.length} (${r.runs.map((x) => x.performance).join(', ')}${was(t?.before.performance)})`, perf, '/100', t ? `≥ ${t.performance}` : '—', t ? perf >= t.performance : undefined);
    row('g', `… LCP${was(t?.before.lcpMs, ' ms')}`, r.medians.lcpMs, 'ms', t ? `≤ ${t.lcpMs}` : '—', t ? r.medians.lcpMs <= t.lcpMs : undefined);
    row('g', `… TBT${was(t?.before.tbtMs, ' ms')}`, r.medians.tbtMs, 'ms', t ? `≤ ${t.tbtMs}` : '—', t ? r.medians.tbtMs <= t.tbtMs : undefined);
    const cls = t?.cls;
    row('g', '… CLS (median run)', r.cls, '', cls === undefined ? '—' : `≤ ${cls}`, cls === undefined ? undefined : r.cls <= cls);
    row('g', '… accessibility, best practices (median run)', `${r.accessibility}, ${r.bestPractices}`, '', '100, 100', r.accessibility === 100 && r.bestPractices === 100);
    row('g', `… JS transferred, ${r.scriptRequests} requests (median run${was(t?.before.scriptKiB, ' KiB')})`, r.scriptKiB, 'KiB', '—');
    const phases = (r.lcpPhases ?? []).map((p) => `${p.phase} ${p.ms}`).join(', ');
    const work = r.mainThread.map((w) => `${w.kind} ${w.ms}`).join(', ');
    const top = r.scripts.slice(0, 3).map((s) => `${s.url} ${s.ms}`).join(', ');
    const shifts = (r.layoutShifts ?? []).map((x) => `${x.element} ${x.score}`).join(', ');
    const wait = r.maxWaitForLoad ? `; a live event stream stays open, so Lighthouse stops waiting for network quiet at ${r.maxWaitForLoad / 1000} s` : '';
    const warnings = r.warnings?.length ? `; Lighthouse warned: ${r.warnings.join(' | ')}` : '';
    note(`${r.path}${r.signedInAs ? ` ${r.visit}` : ''}: benchmarkIndex ${r.benchmarkIndex}; FCP ${r.fcpMs} ms; LCP phases (ms): ${phases || 'n/a'}; main thread (ms): ${work}; costliest scripts (ms): ${top}${shifts ? `; layout shifts: ${shifts}` : ''}${wait}${warnings}`);
  }
}
