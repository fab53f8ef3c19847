// What a stack will run, from its options and the environment, checked before anything starts: its ports, the
// copies of each service, the NATS nodes; then that everything is built and every port is free.
import { existsSync } from 'node:fs';
import { FRONTENDS, GATEWAY, SERVICES, abs, backendEntry, frontendBuildable, hasTsconfig } from '../workspaces.mjs';
import { intEnv } from './environment.mjs';
import { displayName } from './log-lines.mjs';
import { probeTcp } from './net.mjs';
import { PAYHERE_ENTRY } from './payhere.mjs';

/** The gateway's and each service's port: StackOptions.ports, else `<NAME>_PORT`, else the default. */
export function stackPorts(options, fromEnv) {
  return {
    gateway: options.ports?.gateway ?? intEnv(fromEnv(GATEWAY.portEnv), GATEWAY.defaultPort, GATEWAY.portEnv),
    ...Object.fromEntries(SERVICES.map((s) => [s.service, options.ports?.[s.service] ?? intEnv(fromEnv(s.portEnv), s.defaultPort, s.portEnv)])),
  };
}

/** Every service copy: its child name and port; the first copy of each service is the service itself. */
export async function serviceCopies(options, ports, takeFreePort) {
  const copies = [];
  for (const s of SERVICES) {
    const count = options.copies?.[s.service] ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > 9) throw new Error(`copies.${s.service} must be 1 to 9, got ${count}`);
    if (s.service === 'auth' && count !== 1) throw new Error('svc-auth runs as one copy here (its signing keys live under DATA_DIR)');
    copies.push({ service: s, name: s.service, port: ports[s.service] });
    for (let i = 2; i <= count; i++) copies.push({ service: s, name: `${s.service}-${i}`, port: await takeFreePort() });
  }
  return copies;
}

export function natsNodeCount(options) {
  const natsNodes = options.natsNodes ?? 1;
  if (!Number.isInteger(natsNodes) || natsNodes < 1 || natsNodes > 5) throw new Error(`natsNodes must be 1 to 5, got ${natsNodes}`);
  return natsNodes;
}

/** Every process has something to run: the services, the gateway, the local PayHere gateway (when used), the frontends. */
export function assertBuilt(fromEnv) {
  const missing = [];
  for (const dir of [...SERVICES.map((s) => s.dir), GATEWAY.dir]) {
    if (!existsSync(abs(backendEntry(dir)))) {
      missing.push(`${backendEntry(dir)}${hasTsconfig(dir) ? ' (no src/main.ts yet?)' : ' (no tsconfig.json yet)'}`);
    }
  }
  if (!fromEnv('PAYHERE_MERCHANT_ID') && !existsSync(abs(PAYHERE_ENTRY))) {
    missing.push(`${PAYHERE_ENTRY} (the local PayHere gateway, run without PAYHERE_MERCHANT_ID)`);
  }
  for (const { dir, marker } of FRONTENDS) {
    if (!existsSync(abs(`${dir}/${marker}`))) {
      const b = frontendBuildable(dir);
      missing.push(`${dir}/${marker}${b.ok ? '' : ` (${b.reason})`}`);
    }
  }
  if (missing.length) {
    throw new Error(`Cannot start VetNow: these builds are missing:\n${missing.map((m) => `  - ${m}`).join('\n')}\nRun \`npm run build\` and fix what it reports.`);
  }
}

/** Ports must be free, or a second VetNow (or something else) would answer instead. */
export async function assertPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (await probeTcp('127.0.0.1', port)) {
      const envName = name === 'gateway' ? GATEWAY.portEnv : SERVICES.find((s) => s.service === name).portEnv;
      throw new Error(`Port ${port} (${displayName(name)}) is already in use — is VetNow already running? Stop it, or set ${envName} to another port.`);
    }
  }
}
