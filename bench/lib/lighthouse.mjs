// Issue 14's Lighthouse table: mobile, simulated throttling (Lighthouse's default), each route run `runs` times in a
// fresh Chromium, the median run reported (by performance score, then LCP), beside the figures the issue was filed
// with and its targets. Besides the scores, each route says where its time goes, from the same run's trace: the LCP
// phases, the main-thread work by kind, the scripts that cost the most CPU, and the JavaScript transferred.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './web-measures.mjs';

/**
 * The issue's figures for VetNow on the day it was filed (same machine, Lighthouse 12 mobile, median of 3) and its
 * targets. Best practices and CLS were not in the filed table; /doctors had only its score.
 */
export const LIGHTHOUSE_TARGETS = {
  '/': { before: { performance: 86, lcpMs: 2990, tbtMs: 377, scriptKiB: 198 }, performance: 98, lcpMs: 1200, tbtMs: 50, cls: 0.02 },
  '/login': { before: { performance: 80, lcpMs: 3310, tbtMs: 488, scriptKiB: 228 }, performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 },
  '/doctors': { before: { performance: 68 }, performance: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 },
};

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
    lcpPhases,
    mainThread,
    scripts,
    layoutShifts,
  };
}

/**
 * Lighthouse `runs` times per route; a route with a session is loaded after the session was put in localStorage
 * (storage reset off). Returns per route the median run and every run's score, LCP and TBT.
 * @param {string} origin
 * @param {{ path: string, session?: { token: string, userType: string } }[]} routes
 * @param {number} runs
 */
export async function lighthouseTable(origin, routes, runs = 3) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const puppeteer = (await import('puppeteer-core')).default;
  const out = [];
  for (const route of routes) {
    const all = [];
    for (let i = 0; i < runs; i++) {
      const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
      let browser;
      try {
        browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        if (route.session) {
          const page = await browser.newPage();
          await page.goto(`${origin}/`, { waitUntil: 'load' });
          await page.evaluate((s) => {
            window.localStorage.setItem('token', s.token);
            window.localStorage.setItem('userType', s.userType);
          }, route.session);
          await page.close();
        }
        const page = await browser.newPage();
        const result = await lighthouse(
          `${origin}${route.path}`,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'], disableStorageReset: true },
          undefined,
          page,
        );
        if (result?.lhr) all.push(summarize(result.lhr));
      } finally {
        await browser?.disconnect().catch(() => undefined);
        chrome.kill();
      }
    }
    const byScore = [...all].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
    const chosen = byScore[Math.floor(byScore.length / 2)];
    out.push({
      path: route.path,
      ...chosen,
      medians: {
        performance: median(all.map((r) => r.performance)),
        lcpMs: median(all.map((r) => r.lcpMs)),
        tbtMs: median(all.map((r) => r.tbtMs)),
      },
      runs: all.map(({ performance, lcpMs, tbtMs }) => ({ performance, lcpMs, tbtMs })),
    });
  }
  return out;
}

/**
 * Adds the table's rows through `row(id, metric, value, unit, target, pass)`: per route the median performance,
 * LCP, TBT and CLS against the issue's targets with its filed figures beside them, accessibility and best
 * practices against 100 and the JavaScript transferred; and, through `note(text)`, where each route's time goes
 * (printed under the table).
 */
export function lighthouseRows(results, row, note) {
  for (const r of results) {
    const t = LIGHTHOUSE_TARGETS[r.path];
    const where = r.finalUrl && r.finalUrl !== r.path ? ` (ended at ${r.finalUrl})` : '';
    const was = (value, unit = '') => (value === undefined ? '' : `, was ${value}${unit}`);
    if (r.runtimeError) row('g', `${r.path}: Lighthouse error`, r.runtimeError, '', '—');
    const perf = r.medians.performance;
    row('g', `Lighthouse ${r.path}${where}: performance, median of ${r.runs.length} (${r.runs.map((x) => x.performance).join(', ')}${was(t?.before.performance)})`, perf, '/100', t ? `≥ ${t.performance}` : '—', t ? perf >= t.performance : undefined);
    row('g', `… LCP${was(t?.before.lcpMs, ' ms')}`, r.medians.lcpMs, 'ms', t ? `≤ ${t.lcpMs}` : '—', t ? r.medians.lcpMs <= t.lcpMs : undefined);
    row('g', `… TBT${was(t?.before.tbtMs, ' ms')}`, r.medians.tbtMs, 'ms', t ? `≤ ${t.tbtMs}` : '—', t ? r.medians.tbtMs <= t.tbtMs : undefined);
    row('g', '… CLS (median run)', r.cls, '', t ? `≤ ${t.cls}` : '—', t ? r.cls <= t.cls : undefined);
    row('g', '… accessibility, best practices (median run)', `${r.accessibility}, ${r.bestPractices}`, '', '100, 100', r.accessibility === 100 && r.bestPractices === 100);
    row('g', `… JS transferred, ${r.scriptRequests} requests (median run${was(t?.before.scriptKiB, ' KiB')})`, r.scriptKiB, 'KiB', '—');
    const phases = (r.lcpPhases ?? []).map((p) => `${p.phase} ${p.ms}`).join(', ');
    const work = r.mainThread.map((w) => `${w.kind} ${w.ms}`).join(', ');
    const top = r.scripts.slice(0, 3).map((s) => `${s.url} ${s.ms}`).join(', ');
    const shifts = (r.layoutShifts ?? []).map((x) => `${x.element} ${x.score}`).join(', ');
    note(`${r.path}: FCP ${r.fcpMs} ms; LCP phases (ms): ${phases || 'n/a'}; main thread (ms): ${work}; costliest scripts (ms): ${top}${shifts ? `; layout shifts: ${shifts}` : ''}`);
  }
}
