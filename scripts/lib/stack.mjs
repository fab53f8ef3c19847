// Starts the whole VetNow stack on this machine as child processes: a private, authenticated nats-server (unless
// NATS_URL names one), the local PayHere-compatible checkout (unless PAYHERE_MERCHANT_ID names a merchant), svc-auth,
// svc-clinic, svc-booking, svc-payments, svc-notify and the gateway that serves the built frontends. Used by `npm start` (scripts/start.mjs), the e2e global setup, the proof and fault suites and the bench.
// The parts live in scripts/lib/stack/: the plan and checks (plan), the children's processes and environment, NATS,
// the local PayHere gateway, the embedded database, readiness, ports and probes (net), log lines; startStack
// (start-stack) puts them in order. This file is what callers import.
export { startStack } from './stack/start-stack.mjs';
export { NODE_FLAGS } from './stack/processes.mjs';
export { redactUrl, serviceDatabaseUrl } from './stack/environment.mjs';
export { findFreePort, probeTcp } from './stack/net.mjs';
export { formatLogLine } from './stack/log-lines.mjs';

/**
 * @typedef {object} StackPorts
 * @property {number} gateway
 * @property {number} auth
 * @property {number} clinic
 * @property {number} booking
 * @property {number} payments
 *
 * @typedef {object} StackOptions
 * @property {Partial<StackPorts>} [ports] default: env GATEWAY_PORT, AUTH_PORT, CLINIC_PORT, BOOKING_PORT,
 *   PAYMENTS_PORT, else 8080 and 4001..4004
 * @property {string} [dataDir] the embedded PostgreSQL cluster (without DATABASE_URL), svc-auth keys and a started NATS's
 *   store; default env DATA_DIR or ./data
 * @property {Record<string, string | undefined>} [env] overrides for every child's environment (e.g. NATS_STREAM,
 *   EVENT_SUBJECT_PREFIX, DATABASE_URL as the base URL, LOG_LEVEL); `undefined` removes a variable
 * @property {boolean} [quiet] do not print the children's log lines (they still go to logFile, and the tail of a
 *   failing child is printed)
 * @property {string} [logFile] append every child's log line here
 * @property {'stale'|'missing'|false} [build] build first: what is out of date (default), only what is missing, or not
 * @property {boolean} [startNats] without NATS_URL, start a private nats-server (default true); false: NATS_URL is
 *   required
 * @property {number} [healthTimeoutMs] default env STARTUP_TIMEOUT (seconds) or 90 s
 * @property {Partial<Record<'clinic'|'booking'|'payments', number>>} [copies] how many copies of a service to run
 *   (default 1 each). The first keeps the service's port; the others take free ports, are named `<service>-2`,
 *   `<service>-3` … and share its database and durable consumer; the gateway's `<SERVICE>_URL` lists them all
 *   (ADR 0025). svc-auth stays one copy (it holds the signing keys under DATA_DIR).
 * @property {number} [natsNodes] without NATS_URL: how many clustered nats-server nodes to start (default 1). With
 *   more, every node has the same per-service users, the nodes are named `nats`, `nats-2` … for kill/restart, NATS_URL
 *   lists them all and NATS_STREAM_REPLICAS defaults to the node count (at most 5).
 * @property {AbortSignal} [signal] aborting during start stops what was started and rejects
 * @property {(line: string) => void} [log] the stack's own messages (default console.log)
 *
 * @typedef {object} Stack
 * @property {string} url the site, e.g. http://localhost:8080
 * @property {StackPorts} ports
 * @property {string} dataDir
 * @property {string} natsUrl
 * @property {Record<string, { user: string, password: string }> | undefined} natsUsers the private nats-server's
 *   users (svc-auth … svc-payments, ops) with their passwords; undefined when NATS_URL was given
 * @property {string} databaseUrl the base URL each service's database name is derived from (DATABASE_URL, or the
 *   embedded cluster's `…/vetnow`)
 * @property {{ dir: string, port: number } | undefined} embeddedPostgres the cluster this stack started (no DATABASE_URL)
 * @property {boolean} startedNats
 * @property {{ origin: string } | undefined} payhere the local PayHere-compatible checkout this stack started (child
 *   `payhere`, without PAYHERE_MERCHANT_ID); its origin is the services' PAYHERE_BASE_URL. Undefined when the
 *   environment names a merchant (its PAYHERE_* reach the children unchanged).
 * @property {Record<string, string>} env the environment shared by every child (before per-service PORT/DATABASE_URL;
 *   the PayHere secrets are then removed from every child but svc-payments)
 * @property {() => Promise<void>} stop SIGTERM every child (SIGKILL after 5 s): the gateway, the services, the local
 *   PayHere gateway, then the NATS it started
 * @property {Promise<{ code: number, reason?: string }>} done settles when the stack has stopped: code 0 after
 *   stop(), 1 when a child died on its own (the rest is then stopped)
 * @property {(name: ChildName, signal?: NodeJS.Signals) => Promise<void>} kill kills one child (default SIGKILL) and
 *   waits for it to exit; the rest of the stack keeps running (fault tests)
 * @property {(name: ChildName, options?: { timeoutMs?: number, healthy?: boolean }) => Promise<void>} restart starts a
 *   killed child again with the same command and environment (a NATS the stack started keeps its port and store);
 *   waits until it answers /health with 200 (`healthy: false`: until its port accepts connections)
 * @property {(name: ChildName) => number | undefined} pid the process id of a running child
 *
 * @property {(service: 'auth'|'clinic'|'booking'|'payments') => string[]} copyNames the names of a service's running
 *   and stopped copies (`['booking', 'booking-2']`)
 *
 * @typedef {string} ChildName 'auth', 'clinic', 'booking', 'payments', 'notify', 'gateway', 'nats', 'payhere' (the
 *   local PayHere gateway, when started), or a copy / node: 'booking-2', 'nats-3'
 */
