// The full run's stack: a VetNow stack of its own (as `npm start` runs it) whose svc-notify sends its e-mails to an
// SMTP server of the bench's own ((h)), the API clients the measures share, and the slots each measure books.
import { performance } from 'node:perf_hooks';
import { startIsolatedStack } from '../../../scripts/lib/isolated-stack.mjs';
import { apiClient, freeSlots, listDoctors, registerOwners, waitForBookableDoctor } from '../../../scripts/lib/vetnow-api.mjs';
import { waitUntilQuiet as waitUntilProcessesQuiet } from '../process-cpu.mjs';
import { startSmtpSink } from '../smtp-sink.mjs';

/**
 * Starts the SMTP server, then the stack (the SMTP server closed again if the stack does not start). Answers them
 * with the clients to the gateway and straight to svc-clinic, `waitUntilQuiet`, the domain modules the measures use
 * (imported once the stack has built them) and `close`, which stops it all.
 */
export async function startBenchStack({ build, database, quick, progress }) {
  const smtp = await startSmtpSink();
  progress(`starting the stack (${database}${quick ? ', quick' : ''}; e-mail to ${smtp.url})…`);
  const t0 = performance.now();
  const env = await startIsolatedStack({
    label: 'bench',
    build,
    log: progress,
    env: { SMTP_URL: smtp.url },
  }).catch(async (err) => {
    await smtp.close();
    throw err;
  });
  progress(`stack up in ${((performance.now() - t0) / 1000).toFixed(1)} s at ${env.gatewayUrl}`);
  const { addDays, clinicTomorrow } = await import('@vetnow/domain/clinic-time');
  const { DEMO_ADMIN, DEMO_DOCTOR } = await import('@vetnow/domain/demo');

  const gateway = apiClient(env.gatewayUrl, { connections: 64 });
  const clinicDirect = apiClient(env.serviceUrls.clinic, { prefix: '', connections: 8 });
  /** waitUntilQuiet of the named processes, its outcome in the progress lines under `label`. */
  const waitUntilQuiet = async (names, timeoutMs = 30_000, label = '(c)') => {
    const { quiet, seconds } = await waitUntilProcessesQuiet(env.stack, { names, timeoutMs });
    progress(quiet ? `${label} the stack is quiet after ${seconds.toFixed(1)} s` : `${label} the stack was still busy after ${timeoutMs / 1000} s; measuring anyway`);
  };
  const close = async () => {
    await gateway.close();
    await clinicDirect.close();
    await env.cleanUp();
    await smtp.close();
  };
  return { env, smtp, gateway, clinicDirect, waitUntilQuiet, addDays, clinicTomorrow, DEMO_ADMIN, DEMO_DOCTOR, close };
}

/**
 * Registers `size.racers` owners through the API, waits until the first `size.throughputDoctors` doctors (the demo
 * doctor first) can be booked tomorrow, and deals their free slots out to the measures, each its own.
 */
export async function planSlots({ size, progress }, { gateway, addDays, clinicTomorrow, DEMO_DOCTOR }) {
  progress(`registering ${size.racers} owners through the API…`);
  const owners = await registerOwners(gateway, size.racers, { concurrency: 4, label: 'bench' });
  const doctors = await listDoctors(gateway);
  const doctorIds = [DEMO_DOCTOR.id, ...doctors.map((d) => d._id).filter((id) => id !== DEMO_DOCTOR.id)].slice(0, size.throughputDoctors);
  const tomorrow = clinicTomorrow();
  for (const id of doctorIds) await waitForBookableDoctor(gateway, owners[0], id, tomorrow);
  const needed = 1 + size.warmupBookings + size.sequentialBookings * 3 + size.throughputBookings + size.visibilityBookings * 2 + size.mailBookings;
  const free = await freeSlots(gateway, doctorIds, tomorrow, needed, addDays);
  const take = (n) => free.splice(0, n);
  // Dealt in this order, as the measures run.
  const slots = {
    race: take(1)[0],
    warmup: take(size.warmupBookings),
    paced: take(size.sequentialBookings),
    sequential: take(size.sequentialBookings),
    sequentialDirect: take(size.sequentialBookings),
    throughput: take(size.throughputBookings),
    visibility: take(size.visibilityBookings),
    paid: take(size.visibilityBookings),
    mail: take(size.mailBookings),
  };
  return { owners, tomorrow, slots };
}
