// Issue 41: the backup and restore drill, on the embedded PostgreSQL and the private nats-server `npm start` runs.
// Book, `npm run backup` while the stack runs, book more, stop, `npm run restore`, start again: the data is the
// backup's (the later booking gone), the read models agree with it, the consumers resume (a new booking reaches
// svc-clinic's slots and svc-notify) without applying any event twice (no second notification or e-mail for a
// booking the backup held), sign-in works and a token issued before the backup still verifies (the keys came back).
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { addDays, clinicTomorrow } from '@vetnow/domain/clinic-time';
import { DEMO_OWNER, demoAccounts } from '@vetnow/domain/demo';
import { eventually } from '../../scripts/lib/eventually.mjs';
import {
  apiClient,
  describe as describeAnswer,
  freeSlots,
  listDoctors,
  signIn,
  waitForBookableDoctor,
  type ApiClient,
  type Owner,
  type Slot,
} from '../../scripts/lib/vetnow-api.mjs';
import { findFreePort, startStack, type Stack } from '../../scripts/lib/stack.mjs';
import { TEST_STACK_ENV } from '../../scripts/lib/isolated-stack.mjs';
import { bookOrThrow, recentProblems, takenInClinic } from './support/drill.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const id = randomBytes(4).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'vetnow-faultsbackup-'));
const logFile = join(dataDir, 'stack.log');
const bus = { NATS_STREAM: `FAULTSBACKUP_${id.toUpperCase()}`, EVENT_SUBJECT_PREFIX: `faultsbackup-${id}.vetnow` };
/** As `npm start` runs it: no DATABASE_URL (the embedded PostgreSQL under DATA_DIR), no NATS_URL (the private server). */
const stackEnv: Record<string, string | undefined> = {
  ...bus,
  DATABASE_URL: undefined,
  NATS_URL: undefined,
  ...TEST_STACK_ENV,
  RATE_LIMIT_SCALE: '1000',
};
/** The environment of `npm run backup` / `npm run restore`: the same DATA_DIR and stream. */
const toolEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...bus };
  for (const name of ['DATABASE_URL', 'NATS_URL', 'BACKUP_DIR', 'JWT_PRIVATE_KEY', 'NODE_OPTIONS']) delete env[name];
  return env;
};

let stack: Stack | undefined;
let api: ApiClient | undefined;

async function startVetNow(): Promise<{ stack: Stack; api: ApiClient }> {
  const ports = new Set<number>();
  while (ports.size < 6) ports.add(await findFreePort());
  const [gateway, auth, clinic, booking, payments, notify] = [...ports] as [number, number, number, number, number, number];
  const s = await startStack({ ports: { gateway, auth, clinic, booking, payments, notify }, dataDir, quiet: true, logFile, build: 'missing', env: stackEnv, log: () => undefined });
  return { stack: s, api: apiClient(`http://127.0.0.1:${gateway}`, { connections: 4 }) };
}

async function stopVetNow(): Promise<void> {
  await api?.close();
  await stack?.stop();
  api = undefined;
  stack = undefined;
}

function runTool(script: string, args: string[] = []): Promise<{ code: number; out: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(process.execPath, [join(ROOT, 'scripts', script), ...args], { cwd: ROOT, env: toolEnv(), timeout: 120_000 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, out: `${stdout}${stderr}`, ms: Date.now() - started });
    });
  });
}

afterAll(async () => {
  await stopVetNow();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const call = async (path: string, token: string) => {
  const a = await api!.call('GET', path, { token });
  if (a.status !== 200) throw new Error(describeAnswer('GET', path, a));
  return a.json;
};
const appointmentIds = async (owner: { token: string }): Promise<string[]> => ((await call('/appointments/user/all', owner.token)) as Array<{ _id: string }>).map((a) => a._id).sort();
const notificationsFor = async (owner: { token: string }, appointmentId: string): Promise<number> =>
  ((await call('/notifications', owner.token)) as { notifications: Array<{ appointmentId: string | null }> }).notifications.filter((n) => n.appointmentId === appointmentId).length;
const isTaken = (slot: Slot) => takenInClinic(api!, slot);
/** Every e-mail svc-notify has written (DATA_DIR/mail, which a restore leaves alone): confirmations. */
const confirmationMails = (): number => {
  try {
    return readdirSync(join(dataDir, 'mail')).filter((f) => f.endsWith('.eml') && /^Subject: VetNow: Appointment confirmed/m.test(readFileSync(join(dataDir, 'mail', f), 'utf8'))).length;
  } catch {
    return 0;
  }
};
const booked = (owner: Owner, slot: Slot, pet: string): Promise<string> => bookOrThrow(api!, owner, slot, pet, randomUUID());

/** Every durable consumer of the stream has nothing pending: each service has applied (or skipped) every event. */
async function consumersCaughtUp(natsUrl: string): Promise<boolean> {
  const { passwords } = JSON.parse(readFileSync(join(dataDir, 'nats', 'credentials.json'), 'utf8')) as { passwords: Record<string, string> };
  const nc = await connect({ servers: natsUrl, user: 'ops', pass: passwords['ops']! });
  try {
    const jsm = await jetstreamManager(nc);
    const consumers = await jsm.consumers.list(bus.NATS_STREAM).next();
    const names = consumers.map((c) => c.name).sort();
    if (!['auth', 'booking', 'clinic', 'notify', 'payments'].every((n) => names.includes(n))) return false;
    const fresh = await Promise.all(names.map((n) => jsm.consumers.info(bus.NATS_STREAM, n)));
    return fresh.every((c) => c.num_pending === 0 && c.num_ack_pending === 0);
  } finally {
    await nc.close();
  }
}

describe('backup and restore', () => {
  it('restores the backup’s state; the services resume with no event applied twice or lost; sign-ins keep working', async () => {
    try {
      ({ stack, api } = await startVetNow());
      const admin = demoAccounts({}).admin;
      const signInOwner = async (): Promise<Owner> => ({ ...(await signIn(api!, { email: DEMO_OWNER.email, password: DEMO_OWNER.password, userType: 'user' })), username: 'owner' });
      let owner = await signInOwner();
      const adminToken = async () => (await signIn(api!, { email: admin.email, password: admin.password, userType: 'admin' })).token;
      const doctorId = (await listDoctors(api))[0]!._id;
      const tomorrow = clinicTomorrow();
      await waitForBookableDoctor(api, owner, doctorId, tomorrow);
      // Visits from two days on: no reminder and no 24-hour notice to the doctor, only the owner's confirmation.
      const [slotA, slotB, slotC, slotD] = (await freeSlots(api, [doctorId], addDays(tomorrow, 2), 4, addDays)) as [Slot, Slot, Slot, Slot];
      const mails0 = confirmationMails();

      // 1. Book two, and let every read model take them in.
      const a = await booked(owner, slotA, 'Alpha');
      const b = await booked(owner, slotB, 'Bravo');
      await eventually('svc-clinic to show A and B taken', async () => (await isTaken(slotA)) && (await isTaken(slotB)), 30_000, 250);
      await eventually(
        'one notification each for A and B',
        async () => {
          const counts = [await notificationsFor(owner, a), await notificationsFor(owner, b)];
          if (counts.join() !== '1,1') throw new Error(`notifications of A and B: ${counts.join(', ')}; ${JSON.stringify(await call('/notifications', owner.token)).slice(0, 600)}`);
          return true;
        },
        30_000,
        250,
      );
      await eventually('two confirmation e-mails', async () => confirmationMails() === mails0 + 2, 30_000, 250);
      const backedUp = await appointmentIds(owner);
      expect(backedUp).toEqual(expect.arrayContaining([a, b]));
      const statsAtBackup = await call('/admin/dashboard/stats', await adminToken());
      const tokenBeforeBackup = owner.token;

      // 2. The backup, online.
      const backup = await runTool('backup.mjs');
      expect({ code: backup.code, out: backup.out }).toEqual({ code: 0, out: expect.stringMatching(/✓ .*vetnow-backup-\d{8}T\d{6}Z\.tar\.gz/) });
      const [archive] = readdirSync(join(dataDir, 'backups')).filter((f) => f.endsWith('.tar.gz'));
      const archivePath = join(dataDir, 'backups', archive!);
      expect(statSync(archivePath).mode & 0o777).toBe(0o600);
      expect(backup.out).not.toMatch(new RegExp(readFileSync(join(dataDir, 'postgres', 'password'), 'utf8').trim().replace(/[^\w]/g, '.')));
      process.stdout.write(`[backup drill] backup ${backup.ms} ms, ${statSync(archivePath).size} bytes: ${backup.out.trim()}\n`);

      // 3. More after the backup: it must be gone after the restore.
      const c = await booked(owner, slotC, 'Charlie');
      await eventually('svc-clinic to show C taken', () => isTaken(slotC), 30_000, 250);
      await eventually('a notification and an e-mail for C', async () => (await notificationsFor(owner, c)) === 1 && confirmationMails() === mails0 + 3, 30_000, 250);

      // 4. Restore refuses while VetNow runs; stopped, it restores.
      const refused = await runTool('restore.mjs', [archivePath]);
      expect({ code: refused.code, out: refused.out }).toEqual({ code: 1, out: expect.stringContaining('VetNow is running') });
      await stopVetNow();
      // The VAPID pair svc-notify made in DATA_DIR comes back with the backup (else every browser must turn push on again).
      const vapidFile = join(dataDir, 'notify', 'vapid.json');
      const vapid = readFileSync(vapidFile, 'utf8');
      rmSync(vapidFile);
      const restore = await runTool('restore.mjs', [archivePath]);
      expect({ code: restore.code, out: restore.out }).toEqual({ code: 0, out: expect.stringContaining('✓ restored the backup') });
      expect(readFileSync(vapidFile, 'utf8')).toBe(vapid);
      process.stdout.write(`[backup drill] restore ${restore.ms} ms: ${restore.out.trim()}\n`);

      // 5. Started again: the backup's state.
      ({ stack, api } = await startVetNow());
      // A token signed before the backup verifies (the signing key came back); the owner signs in.
      expect(await appointmentIds({ ...owner, token: tokenBeforeBackup })).toEqual(backedUp);
      owner = await signInOwner();
      expect(await appointmentIds(owner)).toEqual(backedUp);
      expect(backedUp).not.toContain(c);
      // Every consumer replays the restored stream from its start; once done, nothing was applied twice.
      await eventually('every consumer to have caught up with the restored stream', () => consumersCaughtUp(stack!.natsUrl), 60_000, 500);
      expect({ A: await isTaken(slotA), B: await isTaken(slotB), C: await isTaken(slotC) }).toEqual({ A: true, B: true, C: false });
      expect(await call('/admin/dashboard/stats', await adminToken())).toEqual(statsAtBackup);
      expect({ A: await notificationsFor(owner, a), B: await notificationsFor(owner, b), C: await notificationsFor(owner, c) }).toEqual({ A: 1, B: 1, C: 0 });
      expect(confirmationMails()).toBe(mails0 + 3);

      // 6. The consumers resumed: a new booking reaches svc-clinic and svc-notify, once.
      const d = await booked(owner, slotD, 'Delta');
      await eventually('svc-clinic to show D taken', () => isTaken(slotD), 30_000, 250);
      await eventually('a notification and an e-mail for D', async () => (await notificationsFor(owner, d)) === 1 && confirmationMails() === mails0 + 4, 30_000, 250);
      await eventually('the consumers to be idle again', () => consumersCaughtUp(stack!.natsUrl), 30_000, 500);
      expect({ D: await notificationsFor(owner, d), mails: confirmationMails() }).toEqual({ D: 1, mails: mails0 + 4 });
    } catch (err) {
      throw new Error(`${(err as Error).message}\n--- recent problems ---\n${recentProblems(logFile, 30)}`, { cause: err });
    }
  }, 240_000);
});
