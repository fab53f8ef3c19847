// Test helpers of the messaging specs: real NATS (the machine's, or a private nats-server process),
// a fresh database on the test PostgreSQL server, and a tiny Nest context around MessagingModule.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type DynamicModule, type Provider, type Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { sql } from 'drizzle-orm';
import { DB, type Database, type DatabaseConnection } from '../../database/database.tokens.js';
import { openDatabase } from '../../database/open-database.js';
import { eventually } from '../../testing/eventually.js';
import { createTestPostgresDatabase } from '../../testing/test-database.js';
import { ensureEventStream } from '../../event-stream/event-stream.js';
import { MESSAGING_DDL } from '../messaging.ddl.js';
import { MessagingModule } from '../messaging.module.js';
import type { MessagingConfig, MessagingModuleOptions } from '../messaging.options.js';

export const SHARED_NATS_URL = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** Every messaging test and hook names this timeout: the root jest config ignores a project's testTimeout. */
export const MESSAGING_TEST_TIMEOUT = 30_000;

/** Side-effect table of the test handlers, written in the handler's transaction. */
const EFFECTS_DDL = `CREATE TABLE IF NOT EXISTS msg_test_effects (key text PRIMARY KEY, applied integer NOT NULL)`;

export interface TestDb {
  readonly db: Database;
  /** Unpublished / published outbox counts. */
  outboxCounts(): Promise<{ pending: number; published: number }>;
  outboxRow(
    id: string,
  ): Promise<{ published: boolean; attempts: number; lastError: string | null } | undefined>;
  /** How many times the effect with this key was applied (0 when never). */
  applied(key: string): Promise<number>;
  close(): Promise<void>;
}

const quietLogger = { info: () => undefined, warn: () => undefined };

/**
 * A fresh database on the test PostgreSQL server with the messaging tables and the test effects table; `close()`
 * drops it. The argument is ignored: some callers still name the database kind ('postgres'), the only one left.
 */
export async function openTestDb(): Promise<TestDb> {
  const pgDb = createTestPostgresDatabase('vetnow_msg');
  let conn: DatabaseConnection;
  try {
    conn = await openDatabase(
      { service: 'booking', databaseUrl: pgDb.url },
      { kitDdl: MESSAGING_DDL, logger: quietLogger },
    );
  } catch (err) {
    await pgDb.drop().catch(() => undefined);
    throw err;
  }
  const { db } = conn;
  await db.execute(sql.raw(EFFECTS_DDL));
  const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => {
    const r = (await db.execute(q)) as unknown as { rows: T[] };
    return r.rows;
  };
  return {
    db,
    async outboxCounts() {
      const [r] = await rows<{ pending: number | string; published: number | string }>(
        sql`SELECT count(*) FILTER (WHERE published_at IS NULL) AS pending,
                   count(*) FILTER (WHERE published_at IS NOT NULL) AS published FROM kit_outbox`,
      );
      return { pending: Number(r?.pending ?? 0), published: Number(r?.published ?? 0) };
    },
    async outboxRow(id) {
      const [r] = await rows<{ published: boolean; attempts: number; last_error: string | null }>(
        sql`SELECT published_at IS NOT NULL AS published, attempts, last_error FROM kit_outbox WHERE id = ${id}`,
      );
      return r && { published: r.published, attempts: Number(r.attempts), lastError: r.last_error };
    },
    async applied(key) {
      const [r] = await rows<{ applied: number }>(
        sql`SELECT applied FROM msg_test_effects WHERE key = ${key}`,
      );
      return r ? Number(r.applied) : 0;
    },
    async close() {
      await conn.close();
      await pgDb.drop();
    },
  };
}

/** Applies the effect `key` once more, inside the handler's transaction. */
export async function applyEffect(tx: Pick<Database, 'execute'>, key: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO msg_test_effects (key, applied) VALUES (${key}, 1)
        ON CONFLICT (key) DO UPDATE SET applied = msg_test_effects.applied + 1`,
  );
}

/** A stream name and subject prefix nobody else uses. */
export function uniqueMessagingConfig(natsUrl = SHARED_NATS_URL): MessagingConfig {
  const id = randomBytes(5).toString('hex');
  return { natsUrl, natsStream: `TEST_MSG_${id}`, eventSubjectPrefix: `test-msg-${id}` };
}

/** A plain NATS connection for assertions (stream contents, raw publishes) and cleanup. */
export interface NatsProbe {
  readonly nc: NatsConnection;
  readonly jsm: JetStreamManager;
  /** Messages stored on the stream (0 when the stream does not exist). */
  streamCount(stream: string): Promise<number>;
  deleteStream(stream: string): Promise<void>;
  close(): Promise<void>;
}

export async function natsProbe(url: string): Promise<NatsProbe> {
  const nc = await connect({ servers: url, maxReconnectAttempts: -1, reconnectTimeWait: 200 });
  const jsm = await jetstreamManager(nc);
  return {
    nc,
    jsm,
    async streamCount(stream) {
      try {
        return (await jsm.streams.info(stream)).state.messages;
      } catch {
        return 0;
      }
    },
    async deleteStream(stream) {
      await jsm.streams.delete(stream).catch(() => undefined);
    },
    async close() {
      await nc.close();
    },
  };
}

/**
 * The operator's step (ADR 0045): creates `config`'s stream (`replicas` copies on a cluster) as the runner does
 * before the services start. The services' users may not.
 */
export async function ensureStreamOf(config: MessagingConfig, replicas = 1): Promise<void> {
  const nc = await connect({ servers: config.natsUrl.split(','), timeout: 5000 });
  try {
    const jsm = await jetstreamManager(nc, { checkAPI: false });
    const settings = { stream: config.natsStream, subjectPrefix: config.eventSubjectPrefix, replicas };
    // A fresh cluster answers once it has elected its JetStream leader.
    await eventually(
      'the stream set up',
      () => ensureEventStream(jsm, settings).then(() => true),
      60_000,
      200,
    );
  } finally {
    await nc.close();
  }
}

/** Whether a NATS server answers at the first of `natsUrl`'s servers. */
async function reachable(natsUrl: string): Promise<boolean> {
  const { hostname, port } = new URL(natsUrl.split(',')[0]!);
  return new Promise((resolve) => {
    const s = new Socket();
    s.setTimeout(1000);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
    s.connect(Number(port || 4222), hostname);
  });
}

/**
 * Boots MessagingModule in a tiny Nest context over `db`, with the given providers (handlers). When `options.config`
 * names a server without users that answers, its stream is set up first (ensureStreamOf); on one that does not
 * answer yet, or as a service's user, setting it up is the test's.
 */
export async function startMessagingApp(
  db: Database,
  options: MessagingModuleOptions,
  providers: (Provider | Type)[] = [],
): Promise<TestingModule> {
  @Module({})
  class TestDbModule {}
  const dbModule: DynamicModule = {
    module: TestDbModule,
    global: true,
    providers: [{ provide: DB, useValue: db }],
    exports: [DB],
  };
  const config = options.config;
  // A service's own user may not set up the stream (an authenticated bus): there the test's operator does.
  if (config && !config.natsUser && !config.natsCreds && (await reachable(config.natsUrl))) await ensureStreamOf(config);
  const moduleRef = await Test.createTestingModule({
    imports: [dbModule, MessagingModule.forRoot(options)],
    providers,
  }).compile();
  await moduleRef.init();
  return moduleRef;
}

/** A TCP port nobody listens on right now (loopback). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Whether something accepts connections on the loopback port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = new Socket();
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.connect(port, '127.0.0.1');
  });
}

/** A private nats-server with JetStream, which a test may stop and start again on the same port and store. */
export class PrivateNatsServer {
  private proc?: ChildProcess;
  private constructor(
    readonly port: number,
    readonly storeDir: string,
  ) {}

  static async create(): Promise<PrivateNatsServer> {
    const storeDir = await mkdtemp(join(tmpdir(), 'vetnow-nats-'));
    return new PrivateNatsServer(await freePort(), storeDir);
  }

  get url(): string {
    return `nats://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const proc = spawn(
      NATS_SERVER_BIN,
      ['-js', '-a', '127.0.0.1', '-p', String(this.port), '-sd', this.storeDir],
      {
        stdio: 'ignore',
      },
    );
    this.proc = proc;
    await eventually(`nats-server on port ${this.port}`, async () => {
      if (proc.exitCode !== null) throw new Error(`nats-server exited with ${proc.exitCode}`);
      return portOpen(this.port);
    });
  }

  async stop(): Promise<void> {
    const proc = this.proc;
    this.proc = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.stop();
    await rm(this.storeDir, { recursive: true, force: true });
  }
}

/**
 * Three (or `size`) nats-servers with JetStream clustered on free loopback ports, each with its own store: the
 * drill of issue 16 kills one with SIGKILL while the services keep working. `url` lists every node (the client
 * fails over between them).
 */
export class NatsCluster {
  private readonly procs: Array<ChildProcess | undefined> = [];
  private constructor(
    private readonly clientPorts: number[],
    private readonly routePorts: number[],
    private readonly storeDirs: string[],
    private readonly name: string,
  ) {}

  static async start(size = 3): Promise<NatsCluster> {
    const clientPorts: number[] = [];
    const routePorts: number[] = [];
    while (clientPorts.length < size) {
      const [c, r] = [await freePort(), await freePort()];
      if (
        c !== r &&
        !clientPorts.includes(c) &&
        !routePorts.includes(r) &&
        !clientPorts.includes(r) &&
        !routePorts.includes(c)
      ) {
        clientPorts.push(c);
        routePorts.push(r);
      }
    }
    const storeDirs = await Promise.all(clientPorts.map(() => mkdtemp(join(tmpdir(), 'vetnow-natsc-'))));
    const cluster = new NatsCluster(
      clientPorts,
      routePorts,
      storeDirs,
      `vetnow-${randomBytes(3).toString('hex')}`,
    );
    for (let i = 0; i < size; i++) cluster.spawnNode(i);
    await Promise.all(
      clientPorts.map((port, i) => eventually(`cluster node ${i} on port ${port}`, () => portOpen(port))),
    );
    return cluster;
  }

  get url(): string {
    return this.clientPorts.map((p) => `nats://127.0.0.1:${p}`).join(',');
  }

  private spawnNode(i: number): void {
    const routes = this.routePorts.map((p) => `nats://127.0.0.1:${p}`).join(',');
    this.procs[i] = spawn(
      NATS_SERVER_BIN,
      [
        '-js',
        '-a',
        '127.0.0.1',
        '-p',
        String(this.clientPorts[i]),
        '-sd',
        this.storeDirs[i]!,
        '--server_name',
        `${this.name}-n${i}`,
        '--cluster_name',
        this.name,
        '--cluster',
        `nats://127.0.0.1:${this.routePorts[i]}`,
        '--routes',
        routes,
      ],
      { stdio: 'ignore' },
    );
  }

  /** Kills node `i` at once (no clean shutdown), as a crash would. */
  async kill(i: number): Promise<void> {
    const proc = this.procs[i];
    this.procs[i] = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  }

  async destroy(): Promise<void> {
    await Promise.all(this.procs.map((_, i) => this.kill(i)));
    await Promise.all(this.storeDirs.map((d) => rm(d, { recursive: true, force: true })));
  }
}
