// The bench's one table: its rows (each figure beside its target, PASS or GAP), the notes printed under it, the
// details kept in the JSON only; printed at the end of a mode and written to bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstTouchMiBPerSecond } from './host-memory.mjs';
import { round } from './stats.mjs';

/** The bench folder (with its trailing slash). */
const BENCH = fileURLToPath(new URL('..', import.meta.url));

/**
 * A run's table, started now (its start time and load average are the run's). `database` says where the stack's data
 * lives, for the title and the JSON.
 */
export function createReport(database) {
  const startedAt = new Date();
  const loadAtStart = loadavg()[0];
  // Read before the run starts anything: how fast the machine gives a process fresh memory (host-memory.mjs).
  const firstTouch = firstTouchMiBPerSecond();
  const rows = [];
  /** What explains the figures (per-file JS weights, Lighthouse details), kept in the JSON only. */
  const details = {};
  /** Lines printed under the table (where each route's Lighthouse time goes), also kept in the JSON. */
  const notes = [];
  /** A row of the table; `pass` undefined: no target. */
  const row = (id, metric, value, unit, target, pass) => rows.push({ id, metric, value: typeof value === 'number' ? round(value) : value, unit, target, pass });
  const note = (text) => notes.push(text);

  /**
   * Prints the table, writes the run's JSON (rows, notes, details, the machine with its 1-minute load average: other
   * work on the machine inflates every latency here) and exits with `code`.
   */
  function finish({ mode, code, prefix, latest = false, extra = {} }) {
    const result = {
      startedAt: startedAt.toISOString(),
      seconds: round((Date.now() - startedAt.getTime()) / 1000),
      mode,
      database,
      machine: {
        node: process.version,
        cpus: cpus().length,
        loadAverage: { start: round(loadAtStart), end: round(loadavg()[0]) },
        firstTouchMiBPerSecond: firstTouch,
      },
      ...extra,
      rows,
      notes,
      details,
      complete: code === 0,
    };
    printTable(result);
    saveResult(result, prefix, latest);
    process.exit(code);
  }

  return { rows, details, row, note, finish };
}

/**
 * Writes the run's JSON to bench/results/<prefix><timestamp>.json (and latest.json for a full or quick run) and
 * says where.
 */
function saveResult(result, prefix, latest) {
  const dir = join(BENCH, 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${prefix}${result.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (latest) writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${file.replace(`${join(BENCH, '..')}/`, '')}${latest ? ' and bench/results/latest.json' : ''}`);
}

/** Fresh memory's write rate, where the JSON has it (older results do not). */
function firstTouchText(machine) {
  return machine.firstTouchMiBPerSecond ? `, fresh memory written at ${machine.firstTouchMiBPerSecond} MiB/s` : '';
}

function printTable({ rows: list, notes: lines = [], mode, database: db, seconds, machine }) {
  const cells = list.map((r) => [r.id, r.metric, `${r.value}${r.unit && r.unit !== '/100' ? ` ${r.unit}` : r.unit}`, r.target, r.pass === undefined ? '' : r.pass ? 'PASS' : 'GAP']);
  const header = ['', 'Measure', 'Value', 'Target', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => String(c[i]).length)));
  const line = (c) => c.map((v, i) => (i === 2 ? String(v).padStart(widths[i]) : String(v).padEnd(widths[i]))).join('  ');
  console.log('');
  console.log(`VetNow bench — ${mode}, ${db}, ${seconds} s (load average ${machine.loadAverage.start} → ${machine.loadAverage.end} on ${machine.cpus} CPUs${firstTouchText(machine)})`);
  console.log(line(header));
  console.log('─'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
  for (const c of cells) console.log(line(c));
  const gaps = list.filter((r) => r.pass === false).length;
  console.log('─'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
  console.log(`${list.filter((r) => r.pass).length} PASS, ${gaps} GAP`);
  if (lines.length) console.log(`\nWhere the time goes (Lighthouse, the median run of each route):\n${lines.map((l) => `- ${l}`).join('\n')}`);
}
