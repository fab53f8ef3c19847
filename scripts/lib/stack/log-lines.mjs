// What the stack prints of its children: their log lines made readable (pino JSON → `LEVEL message …`), coloured
// by child on a terminal, and a failing child's last lines.
import { readFileSync } from 'node:fs';
import { ROOT } from '../workspaces.mjs';

/**
 * Parses a pino JSON line into `LEVEL message …`; other lines pass through unchanged. Returns undefined for the
 * health-probe request lines (`npm start` polls /health while it waits), which would drown everything else.
 */
export function formatLogLine(name, raw, healthRequests = new Set()) {
  const prefix = `${name.padEnd(8)} │ `;
  if (!raw.startsWith('{')) return `${prefix}${raw}`;
  let o;
  try {
    o = JSON.parse(raw);
  } catch {
    return `${prefix}${raw}`;
  }
  const levelNumber = typeof o.level === 'number' ? o.level : (LEVEL_NUMBERS[String(o.level).toLowerCase()] ?? 30);
  const level = LEVELS[levelNumber] ?? String(o.level ?? 'INFO').toUpperCase();
  const url = typeof o.req?.url === 'string' ? o.req.url.split('?')[0] : undefined;
  if (levelNumber <= 40) {
    if (url === '/health' || url === '/api/health') {
      if (o.reqId) healthRequests.add(o.reqId);
      if (healthRequests.size > 1000) healthRequests.clear();
      return undefined;
    }
    if (o.reqId && healthRequests.delete(o.reqId)) return undefined;
  }
  const parts = [o.msg ?? o.message ?? ''];
  if (o.req && typeof o.req === 'object') parts.push(`${o.req.method ?? ''} ${o.req.url ?? ''}`.trim());
  if (o.res && typeof o.res === 'object' && o.res.statusCode !== undefined) parts.push(`→ ${o.res.statusCode}`);
  if (typeof o.responseTime === 'number') parts.push(`${Math.round(o.responseTime)} ms`);
  const err = o.err ?? o.error;
  if (err && typeof err === 'object') {
    parts.push(`— ${err.type ?? 'Error'}: ${err.message ?? ''}`);
    if (levelNumber >= 50 && typeof err.stack === 'string') parts.push(`\n${err.stack.split('\n').slice(1, 6).join('\n')}`);
  }
  return `${prefix}${level.padEnd(5)} ${parts.filter(Boolean).join(' ')}`;
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const COLORS = { auth: 36, clinic: 32, booking: 35, payments: 33, notify: 96, gateway: 34, nats: 90, payhere: 93 };
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

export function colorize(name, line) {
  if (!useColor) return line;
  const bar = line.indexOf('│');
  let out = `\x1b[${COLORS[name.replace(/-\d+$/, "")] ?? 0}m${line.slice(0, bar + 1)}\x1b[0m${line.slice(bar + 1)}`;
  if (/│ (ERROR|FATAL)/.test(line)) out = out.replace(/(ERROR|FATAL)/, '\x1b[31m$1\x1b[0m');
  else if (/│ WARN/.test(line)) out = out.replace('WARN', '\x1b[33mWARN\x1b[0m');
  return out;
}

/** A child as people know it: `svc-booking-2`, `gateway`, `nats-3`, `payhere`. */
export function displayName(name) {
  return name === 'gateway' || name === 'payhere' || /^nats(-\d+)?$/.test(name) ? name : `svc-${name}`;
}

export function printTail(child, log) {
  if (!child.tail.length) return;
  log(`--- last lines of ${displayName(child.name)} ---`);
  for (const line of child.tail) log(line);
  log('---');
}

/** The last lines of a log file the stack does not read itself (a nats-server's). */
export function tailFile(path, lines = 15) {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** A path as printed: relative to the repository when inside it. */
export function rel(path) {
  return path.startsWith(`${ROOT}/`) ? `./${path.slice(ROOT.length + 1)}` : path;
}
