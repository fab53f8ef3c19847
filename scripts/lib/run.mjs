// Small process helpers shared by the scripts.
import { spawn } from 'node:child_process';
import { ROOT } from './workspaces.mjs';

const NPM_NOISE = /^npm warn Unknown user config "nodedir".*$\n?/gm;

/**
 * Runs a command to completion, capturing stdout+stderr together (or streaming it when `stream`).
 * Resolves { code, output, ms }; never rejects on a non-zero exit.
 */
export function run(cmd, args, { cwd = ROOT, env = process.env, stream = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      output += chunk;
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('error', (err) => resolve({ code: -1, output: `${output}${err.message}\n`, ms: Date.now() - started }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: output.replace(NPM_NOISE, ''), ms: Date.now() - started }),
    );
  });
}

/** Runs async tasks with at most `limit` at a time, in order of the list. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Flags like `--jobs=2` or `--jobs 2` and booleans like `--unit`. Unknown flags are returned in `rest`. */
export function parseArgs(argv, known) {
  const flags = {};
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      rest.push(...argv.slice(i + 1));
      break;
    }
    const m = /^--([a-z0-9-]+)(?:=(.*))?$/.exec(arg);
    if (!m || !(m[1] in known)) {
      rest.push(arg);
      continue;
    }
    const [, name, value] = m;
    if (known[name] === 'boolean') flags[name] = true;
    else flags[name] = value ?? argv[++i];
  }
  return { flags, rest };
}
