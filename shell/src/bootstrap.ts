// First: no eval under the CSP (zod's JIT), before any contracts schema is built.
import '@vetnow/contracts/zod-jitless';
import { nextTask } from './app/boot/next-task';
import { SHARED_CONTRACTS_ENTRIES } from './app/remotes/shared-contracts';

// The start is many short tasks, not a few long ones: on a phone the browser can answer and paint between them, and
// Total Blocking Time counts only what a task lasts past 50 ms. The shared contracts entries one by one (ADR 0086),
// then the route table's own schemas, then the app's modules (ADR 0085). `eager`: all in this chunk group,
// downloaded with it, only evaluated later. next-task.ts says how a task is yielded.

async function start(): Promise<void> {
  for (const take of SHARED_CONTRACTS_ENTRIES) {
    await take();
    await nextTask();
  }
  await import(/* webpackMode: "eager" */ '@vetnow/contracts/api');
  await nextTask();
  await import(/* webpackMode: "eager" */ './start-app');
}

void start();
