// The pieces of `npm run backup` / `npm run restore` (issue 41): the archive (tar.gz, manifest, checksums, rotation),
// the logical dump of a database and its restore (on the test PostgreSQL), the outbox rule that loses no event, and
// the stream snapshot and its republication (on the machine's NATS).
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { jetstream, jetstreamManager, AckPolicy } from '@nats-io/jetstream';
import { connect, headers, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { ensureEventStream } from '@vetnow/service-kit/event-stream';
import { archiveName, listArchives, packArchive, pruneArchives, unpackArchive } from './archive.mjs';
import { dumpDatabase, loadOrder, republishMissingOutboxRows, restoreDatabase, schemaDifferences, SchemaMismatchError, type Dump } from './database-dump.mjs';
import { readSnapshot, restoreStream, snapshotStream } from './stream-snapshot.mjs';
import { nextRunAfter, parseTimeOfDay } from './schedule.mjs';
import { extractTarGz, tarHeader, writeTarGz } from './tar.mjs';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vetnow-backup-spec-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the archive', () => {
  it('is a tar.gz that tar reads and that reads back byte for byte, files 0600', async () => {
    const src = join(dir, 'src');
    mkdirSync(join(src, 'a', 'b'), { recursive: true });
    const binary = randomBytes(70_001);
    writeFileSync(join(src, 'a', 'b', 'big.bin'), binary);
    writeFileSync(join(src, 'empty.txt'), '');
    writeFileSync(join(src, 'exact.txt'), 'x'.repeat(512));
    const out = join(dir, 'x.tar.gz');
    await writeTarGz(out, ['a/b/big.bin', 'empty.txt', 'exact.txt'].map((name) => ({ name, path: join(src, name) })));
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(execFileSync('tar', ['-tzf', out], { encoding: 'utf8' }).trim().split('\n')).toEqual(['a/b/big.bin', 'empty.txt', 'exact.txt']);
    const dest = join(dir, 'dest');
    mkdirSync(dest);
    expect(await extractTarGz(out, dest)).toEqual(['a/b/big.bin', 'empty.txt', 'exact.txt']);
    expect(readFileSync(join(dest, 'a', 'b', 'big.bin')).equals(binary)).toBe(true);
    expect(readFileSync(join(dest, 'empty.txt'), 'utf8')).toBe('');
    expect(readFileSync(join(dest, 'exact.txt'), 'utf8')).toBe('x'.repeat(512));
    expect(statSync(join(dest, 'a', 'b', 'big.bin')).mode & 0o777).toBe(0o600);
  });

  it('refuses a member that would land outside its directory, a link, and a truncated archive', async () => {
    expect(() => tarHeader('../evil', 1)).toThrow(/not a safe/);
    const crafted = (name: string, type = '0') => {
      const h = tarHeader('placeholder', 0);
      h.fill(0, 0, 100).write(name, 0, 'utf8');
      h.write(type, 156, 'ascii');
      h.write('        ', 148, 'ascii');
      let sum = 0;
      for (const b of h) sum += b;
      h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
      return gzipSync(Buffer.concat([h, Buffer.alloc(1024)]));
    };
    for (const [name, type, why] of [
      ['../../etc/passwd', '0', /not allowed/],
      ['/etc/passwd', '0', /not allowed/],
      ['a/../../x', '0', /not allowed/],
      ['link', '2', /not a regular file/],
    ] as const) {
      const file = join(dir, `${randomUUID()}.tar.gz`);
      writeFileSync(file, crafted(name, type));
      await expect(extractTarGz(file, join(dir, 'dest'))).rejects.toThrow(why);
    }
    const src = join(dir, 'f');
    writeFileSync(src, randomBytes(5000));
    const good = join(dir, 'good.tar.gz');
    await writeTarGz(good, [{ name: 'f', path: src }]);
    const cut = join(dir, 'cut.tar.gz');
    writeFileSync(cut, gzipSync(Buffer.from(execFileSync('gzip', ['-dc', good])).subarray(0, 2048)));
    await expect(extractTarGz(cut, join(dir, 'dest2'))).rejects.toThrow(/truncated/);
  });

  it('carries a manifest with every member’s sha256, and a damaged member is refused', async () => {
    const staging = join(dir, 'staging');
    mkdirSync(join(staging, 'databases', 'auth'), { recursive: true });
    writeFileSync(join(staging, 'databases', 'auth', 'public.accounts.jsonl'), '{"id":1}\n');
    writeFileSync(join(staging, 'stream.jsonl'), '{}\n');
    const out = join(dir, 'vetnow-backup-20261128T101500Z.tar.gz');
    const manifest = await packArchive(staging, out, { format: 1, createdAt: 'now' });
    expect(Object.keys(manifest.members).sort()).toEqual(['databases/auth/public.accounts.jsonl', 'stream.jsonl']);
    expect(execFileSync('tar', ['-tzf', out], { encoding: 'utf8' }).split('\n')[0]).toBe('manifest.json');
    const back = join(dir, 'back');
    mkdirSync(back);
    expect((await unpackArchive(out, back)).members).toEqual(manifest.members);

    // The same archive with one member changed after the manifest was written.
    writeFileSync(join(staging, 'stream.jsonl'), '{"changed":true}\n');
    const tampered = join(dir, 'tampered.tar.gz');
    await writeTarGz(tampered, ['manifest.json', 'databases/auth/public.accounts.jsonl', 'stream.jsonl'].map((name) => ({ name, path: join(staging, name) })));
    const again = join(dir, 'again');
    mkdirSync(again);
    await expect(unpackArchive(tampered, again)).rejects.toThrow(/stream\.jsonl is damaged/);
  });

  it('is named by its UTC time, and --keep N deletes all but the newest N', () => {
    expect(archiveName(new Date('2026-11-28T10:15:00.123Z'))).toBe('vetnow-backup-20261128T101500Z.tar.gz');
    const names = ['20261101T000000Z', '20261102T000000Z', '20261102T000000500Z', '20261103T000000Z'].map((t) => `vetnow-backup-${t}.tar.gz`);
    for (const n of [...names].reverse()) writeFileSync(join(dir, n), '');
    writeFileSync(join(dir, 'other.tar.gz'), '');
    expect(archiveName(new Date('2026-11-03T00:00:00.250Z'), dir)).toBe('vetnow-backup-20261103T000000250Z.tar.gz');
    expect(listArchives(dir)).toEqual(names);
    expect(pruneArchives(dir, 2)).toEqual(names.slice(0, 2));
    expect(listArchives(dir)).toEqual(names.slice(2));
    expect(() => pruneArchives(dir, 0)).toThrow(/at least 1/);
  });
});

describe('the logical dump of a database', () => {
  const server = () => process.env['TEST_DATABASE_URL']!;
  const made: string[] = [];
  const urlOf = (name: string) => {
    const u = new URL(server());
    u.pathname = `/${name}`;
    return u.toString();
  };
  async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }
  /** A database with the same schema as a service's: a parent, a child sorting before it, every kind of column. */
  async function database(): Promise<string> {
    const name = `vetnow_backup_spec_${randomBytes(4).toString('hex')}`;
    await withClient(urlOf('postgres'), (c) => c.query(`CREATE DATABASE ${name}`));
    made.push(name);
    const url = urlOf(name);
    await withClient(url, async (c) => {
      await c.query(`CREATE TABLE z_parent (id uuid PRIMARY KEY, name text NOT NULL)`);
      await c.query(`CREATE TABLE a_child (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        parent uuid NOT NULL REFERENCES z_parent(id),
        note text, doc jsonb, at timestamptz, day date, amount numeric(12,3), ratio double precision,
        blob bytea, tags text[], counts int[], span tstzrange, wait interval, ok boolean,
        starts timestamptz, ends timestamptz,
        during tstzrange GENERATED ALWAYS AS (tstzrange(starts, ends, '[)')) STORED)`);
      await c.query(`CREATE SEQUENCE free_counter`);
      // A trigger whose effect is data of its own (as svc-booking's slot claims): restored once, not written again.
      await c.query(`CREATE TABLE audit (parent uuid NOT NULL)`);
      await c.query(`CREATE FUNCTION audit_parent() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO audit VALUES (NEW.id); RETURN NEW; END $$`);
      await c.query(`CREATE TRIGGER audit_parent AFTER INSERT ON z_parent FOR EACH ROW EXECUTE FUNCTION audit_parent()`);
      await c.query(`CREATE TABLE kit_outbox (id uuid PRIMARY KEY, published_at timestamptz, attempts int NOT NULL DEFAULT 0, last_error text)`);
    });
    return url;
  }

  afterAll(async () => {
    await withClient(urlOf('postgres'), async (c) => {
      for (const name of made) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  });

  const contents = (c: pg.Client) =>
    Promise.all([
      c.query('SELECT row_to_json(t)::text AS j FROM (SELECT * FROM z_parent ORDER BY id) t'),
      c.query('SELECT row_to_json(t)::text AS j FROM (SELECT * FROM a_child ORDER BY seq) t'),
      c.query("SELECT last_value::text, is_called FROM free_counter"),
      c.query('SELECT parent FROM audit'),
      c.query("SELECT last_value::text FROM pg_sequences WHERE sequencename LIKE 'a_child%'"),
    ]).then((r) => r.map((x) => x.rows));

  it('gives back every value, the sequences and the foreign keys, and refuses another schema', async () => {
    const source = await database();
    const parent = randomUUID();
    await withClient(source, async (c) => {
      await c.query('INSERT INTO z_parent VALUES ($1, $2)', [parent, 'Bella "the dog"\nline two ශ්‍රී 🐕']);
      await c.query(
        `INSERT INTO a_child (parent, note, doc, at, day, amount, ratio, blob, tags, counts, span, wait, ok, starts, ends) VALUES
         ($1, 'a', '{"k":[1,2,{"x":null}],"s":"é"}', '2026-11-28 10:15:00.123456+05:30', '2026-12-31', 123456789.125, 0.1 + 0.2,
          '\\x00ff10', ARRAY['x','y,z','"q"'], ARRAY[1,NULL,3], '[2026-01-01,2026-01-02)', '1 day 02:03:04.5', true,
          '2026-11-28 09:00+05:30', '2026-11-28 09:30+05:30'),
         ($1, NULL, NULL, NULL, NULL, NULL, 'Infinity', NULL, '{}', NULL, 'empty', NULL, NULL, NULL, NULL)`,
        [parent],
      );
      await c.query('DELETE FROM a_child WHERE note IS NULL'); // the identity's next value is not max + 1
      await c.query("SELECT nextval('free_counter'), nextval('free_counter')");
    });
    const dumpDir = join(dir, 'dump');
    mkdirSync(dumpDir);
    const dump: Dump = await withClient(source, async (c) => {
      await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const d = await dumpDatabase(c, dumpDir, { migrationsTable: '__drizzle_migrations_spec' });
      await c.query('COMMIT');
      return d;
    });
    expect(dump.tables.map((t) => [t.name, t.rows])).toEqual([
      ['a_child', 1],
      ['audit', 1],
      ['kit_outbox', 0],
      ['z_parent', 1],
    ]);
    expect(dump.tables[0]!.columns.map((c) => c.name)).not.toContain('during');

    const target = await database();
    await withClient(target, async (c) => {
      await c.query("INSERT INTO z_parent VALUES (gen_random_uuid(), 'left by a migration')");
      expect(await restoreDatabase(c, dumpDir, dump, { migrationsTable: '__drizzle_migrations_spec' })).toEqual({ 'public.a_child': 1, 'public.audit': 1, 'public.kit_outbox': 0, 'public.z_parent': 1 });
    });
    const [before, after] = await Promise.all([withClient(source, contents), withClient(target, contents)]);
    expect(after).toEqual(before);
    expect(after[3]).toHaveLength(1);
    // The next identity value continues after the archived position, not from 1.
    await withClient(target, async (c) => {
      const next = await c.query("INSERT INTO a_child (parent) VALUES ($1) RETURNING seq", [parent]);
      expect(Number(next.rows[0].seq)).toBe(3);
    });

    const other = await database();
    await withClient(other, async (c) => {
      await c.query('ALTER TABLE a_child ADD COLUMN added text');
      await expect(restoreDatabase(c, dumpDir, dump, { migrationsTable: '__drizzle_migrations_spec' })).rejects.toThrow(SchemaMismatchError);
      expect((await c.query('SELECT count(*)::int AS n FROM a_child')).rows[0].n).toBe(0);
    });
  });

  it('compares migrations and tables, and loads parents before children', () => {
    const t = (name: string, columns = [{ name: 'id', type: 'uuid', identity: '' }]) => ({ schema: 'public', name, columns });
    expect(schemaDifferences({ tables: [t('a')], migrations: [{ hash: 'h1', createdAt: '1' }] }, { tables: [t('a')], migrations: [{ hash: 'h1' }] })).toEqual([]);
    expect(schemaDifferences({ tables: [t('a')], migrations: [{ hash: 'h1', createdAt: '1' }] }, { tables: [t('a')], migrations: [{ hash: 'h1' }, { hash: 'h2' }] })).toEqual([
      'the archive has 1 migration(s), this code 2 (or they differ)',
    ]);
    expect(schemaDifferences({ tables: [t('a'), t('b')], migrations: [] }, { tables: [t('a', [{ name: 'id', type: 'text', identity: '' }]), t('c')], migrations: [] })).toEqual([
      'table public.a: archived (id uuid), this code (id text)',
      'table public.b is not in this code\'s schema',
      'table public.c is not in the archive',
    ]);
    const refs = new Map([
      ['public.a', ['public.c']],
      ['public.c', ['public.b', 'public.c']],
    ]);
    expect(loadOrder([t('a'), t('b'), t('c')], refs)).toEqual({ ordered: [t('b'), t('c'), t('a')], cyclic: false });
    expect(loadOrder([t('a'), t('c')], new Map([['public.a', ['public.c']], ['public.c', ['public.a']]])).cyclic).toBe(true);
  });

  it('makes unpublished the outbox rows published after the stream snapshot and missing from it, no others', async () => {
    const url = await database();
    const [inStream, lost, expired, pending] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await withClient(url, async (c) => {
      await c.query(
        `INSERT INTO kit_outbox (id, published_at, attempts) VALUES
          ($1, '2026-11-28 10:00:00Z', 1), ($2, '2026-11-28 10:00:05Z', 1), ($3, '2026-10-01 10:00:00Z', 1), ($4, NULL, 0)`,
        [inStream, lost, expired, pending],
      );
      expect(await republishMissingOutboxRows(c, [inStream, 'not-a-uuid'], '2026-11-28T09:55:00Z')).toBe(1);
      const rows = await c.query<{ id: string; published: boolean }>('SELECT id, published_at IS NOT NULL AS published FROM kit_outbox');
      expect(Object.fromEntries(rows.rows.map((r) => [r.id, r.published]))).toEqual({ [inStream]: true, [lost]: false, [expired]: true, [pending]: false });
    });
  });
});

describe('the stream snapshot', () => {
  let nc: NatsConnection;
  const stream = `BACKUPSPEC_${randomBytes(4).toString('hex').toUpperCase()}`;
  const subjectPrefix = `backupspec-${stream.toLowerCase()}.vetnow`;

  beforeAll(async () => {
    nc = await connect({ servers: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222' });
  });
  afterAll(async () => {
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(stream).catch(() => undefined);
    await nc.close();
  });

  it('archives every message with its headers and id, and the restore publishes them again in order as new, without the old consumers', async () => {
    const jsm = await jetstreamManager(nc);
    await ensureEventStream(jsm, { stream, subjectPrefix, retentionDays: 30 });
    const js = jetstream(nc);
    const ids: string[] = [];
    for (let i = 0; i < 300; i++) {
      const id = randomUUID();
      ids.push(id);
      const h = headers();
      if (i % 2) h.set('traceparent', `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`);
      await js.publish(`${subjectPrefix}.appointment.booked`, JSON.stringify({ id, type: 'appointment.booked', i }), { msgID: id, headers: h });
    }
    await jsm.consumers.add(stream, { durable_name: 'booking', ack_policy: AckPolicy.Explicit });
    const file = join(dir, 'messages.jsonl');
    const snap = await snapshotStream(nc, stream, file);
    expect({ messages: snap.messages, firstSeq: snap.firstSeq, lastSeq: snap.lastSeq }).toEqual({ messages: 300, firstSeq: 1, lastSeq: 300 });
    expect(snap.eventIds).toEqual(ids);
    // Published after the snapshot started: not in it.
    await js.publish(`${subjectPrefix}.appointment.booked`, '{"type":"appointment.booked"}', { msgID: randomUUID() });
    const archived = [];
    for await (const m of readSnapshot(file)) archived.push(m);
    expect(archived.map((m) => m.seq)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(archived[1]!.headers['traceparent']).toHaveLength(1);

    const result = await restoreStream({ ops: nc, ensureEventStream, settings: { stream, subjectPrefix, retentionDays: 30 }, file, publisherOf: async () => nc });
    expect({ published: result.published, skipped: result.skipped }).toEqual({ published: 300, skipped: 0 });
    expect((await jsm.consumers.list(stream).next()).map((c) => c.name)).toEqual([]);
    const again = join(dir, 'again.jsonl');
    await snapshotStream(nc, stream, again);
    const restored = [];
    for await (const m of readSnapshot(again)) restored.push(m);
    expect(restored.map((m) => [m.subject, m.data, m.headers['Nats-Msg-Id'], m.headers['traceparent']])).toEqual(
      archived.map((m) => [m.subject, m.data, m.headers['Nats-Msg-Id'], m.headers['traceparent']]),
    );

    // Messages the stream would have dropped by now (older than its retention) are left out, but still count as archived.
    const old = await restoreStream({ ops: nc, ensureEventStream, settings: { stream, subjectPrefix, retentionDays: 30 }, file, publisherOf: async () => nc, notBefore: new Date(Date.now() + 60_000) });
    expect({ published: old.published, skipped: old.skipped, ids: old.eventIds.size }).toEqual({ published: 0, skipped: 300, ids: 300 });
  }, 60_000);
});

describe('the daily schedule', () => {
  it('runs next at the given UTC time, today if it is still ahead, else tomorrow', () => {
    const at = parseTimeOfDay('02:30');
    expect(nextRunAfter(new Date('2026-11-28T01:00:00Z'), at).toISOString()).toBe('2026-11-28T02:30:00.000Z');
    expect(nextRunAfter(new Date('2026-11-28T02:30:00Z'), at).toISOString()).toBe('2026-11-29T02:30:00.000Z');
    expect(nextRunAfter(new Date('2026-12-31T23:00:00Z'), at).toISOString()).toBe('2027-01-01T02:30:00.000Z');
    expect(() => parseTimeOfDay('2:30')).toThrow(/HH:MM/);
    expect(() => parseTimeOfDay('24:00')).toThrow(/HH:MM/);
  });
});
