// Prints a nats-server config for the authenticated event bus (ADR 0010), generated from the contracts' event
// catalogue (libs/contracts/src/event-bus.ts; run `npm run build` first):
//   node scripts/nats-config.mjs docker > docker/nats/nats.conf     the compose file's config ($NATS_*_PASSWORD)
//   node scripts/nats-config.mjs users [prefix] [stream]             the users block with $NATS_*_PASSWORD references,
//                                                                    for an operator's own nats-server
import { loadEventBus } from './lib/nats-auth.mjs';

const [what = 'docker', prefix = 'vetnow', stream = 'VETNOW'] = process.argv.slice(2);
const bus = await loadEventBus();
if (what === 'docker') {
  process.stdout.write(bus.dockerNatsConfig());
} else if (what === 'users') {
  process.stdout.write(
    bus.natsAuthorizationConfig({ subjectPrefix: prefix, stream }, (user) => `$${bus.natsPasswordEnv(user)}`),
  );
} else {
  process.stderr.write('usage: node scripts/nats-config.mjs docker | users [prefix] [stream]\n');
  process.exit(2);
}
