// First: no eval under the CSP (zod's JIT), before any contracts schema is built.
import '@vetnow/contracts/zod-jitless';
// The contracts' schemas — the entries shared beside the route table, taken here so the remotes get the shell's copies
// (ADR 0084), then the route table's own — and the app's modules are evaluated in three tasks, not one: on a phone,
// shorter tasks the browser can answer between (ADR 0085). `eager`: the modules are in this chunk group, downloaded
// with it, only evaluated later.
import './app/remotes/shared-contracts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ '@vetnow/contracts/api'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './start-app'));
