// Prints a nats-server config for the authenticated event bus (ADR 0010), generated from the contracts' event
// catalogue (libs/contracts/src/event-bus.ts; run `npm run build` first):
//   node scripts/nats-config.mjs docker > docker/nats/nats.conf     the compose file's config ($NATS_*_PASSWORD)
//   node scripts/nats-config.mjs users [prefix] [stream]             the users block with $NATS_*_PASSWORD references,
//                                                                    for an operator's own nats-server
//   node scripts/nats-config.mjs stream                              creates or updates the event stream as the operator
//                                                                    (ADR 0045): NATS_URL, NATS_OPS_USER (ops),
//                                                                    NATS_OPS_PASSWORD, NATS_STREAM, EVENT_SUBJECT_PREFIX,
//                                                                    EVENT_RETENTION_DAYS, NATS_STREAM_REPLICAS
import { loadEventBus, setUpEventStream } from './lib/nats-auth.mjs';

const [what = 'docker', prefix = 'vetnow', stream = 'VETNOW'] = process.argv.slice(2);
const bus = await loadEventBus();
if (what === 'docker') {
  process.stdout.write(bus.dockerNatsConfig());
} else if (what === 'users') {
  process.stdout.write(
    bus.natsAuthorizationConfig({ subjectPrefix: prefix, stream }, (user) => `$${bus.natsPasswordEnv(user)}`),
  );
} else if (what === 'stream') {
  const env = process.env;
  try {
    const natsUrl = env.NATS_URL || 'nats://127.0.0.1:4222';
    const user = env.NATS_OPS_PASSWORD ? env.NATS_OPS_USER || 'ops' : undefined;
    const result = await setUpEventStream({ natsUrl, user, password: env.NATS_OPS_PASSWORD, env, timeoutMs: 60_000 });
    process.stdout.write(`event stream ${result.stream}: ${result.outcome}\n`);
  } catch (err) {
    process.stderr.write(`Could not set up the event stream: ${err.message}\n`);
    process.exit(1);
  }
} else {
  process.stderr.write('usage: node scripts/nats-config.mjs docker | users [prefix] [stream] | stream\n');
  process.exit(2);
}
