/**
 * The readable API reference served at /api/docs: plain server-rendered HTML built from the route contracts
 * and the generated OpenAPI document — routes grouped by service with method, path, access, summary, the
 * request and response schemas in collapsible <details>, and every error code with its status and English
 * message. No script and no inline style, so it fits the site's CSP as it is; its stylesheet is a same-origin file
 * (reference-style.ts, served at `${basePath}/docs/style.css`).
 */
import { ERROR_CODES } from '@vetnow/contracts/errors';
import { allErrorCodes, type RouteContract } from '@vetnow/contracts/api';
import { openApiPath } from './openapi.js';

type Json = Record<string, unknown>;

const ACCESS_TEXT: Record<RouteContract['access'], string> = {
  public: 'Anyone',
  authenticated: 'Any signed-in account',
  user: 'Pet owners (role user)',
  doctor: 'Doctors (role doctor)',
  admin: 'Admins (role admin)',
  staff: 'Front-desk staff (role staff)',
};

const SERVICE_TITLES: Record<RouteContract['service'], string> = {
  auth: 'Accounts and sessions (svc-auth)',
  clinic: 'Doctors and slots (svc-clinic)',
  booking: 'Appointments and questionnaires (svc-booking)',
  payments: 'Saved cards (svc-payments)',
  notify: 'In-app notifications (svc-notify)',
  gateway: 'Gateway (composition and documentation)',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const anchor = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '-');

/** An error code that may wrap after each underscore on a narrow screen (BOOKING_SLOT_TAKEN). */
const breakableCode = (code: string) => escapeHtml(code).replace(/_/g, '_<wbr>');

function schemaBlock(title: string, schema: unknown): string {
  if (schema === undefined) return '';
  return `<details><summary>${escapeHtml(title)}</summary><pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre></details>`;
}

function routeSection(contract: RouteContract, operation: Json | undefined, basePath: string): string {
  const status = String(contract.successStatus ?? 200);
  const responses = (operation?.['responses'] ?? {}) as Record<string, Json>;
  const success = responses[status]?.['content'] as Record<string, Json> | undefined;
  const request = (operation?.['requestBody'] as Json | undefined)?.['content'] as Record<string, Json> | undefined;
  const parameters = (operation?.['parameters'] ?? []) as Json[];
  const rows = allErrorCodes(contract)
    .map((code) => {
      const def = ERROR_CODES[code];
      const own = contract.errors.includes(code) ? '' : ' (any route)';
      return `<tr><td>${def.status}</td><td><code>${breakableCode(code)}</code>${own}</td><td>${escapeHtml(def.message)}</td></tr>`;
    })
    .join('');
  return [
    `<article id="${anchor(contract.name)}">`,
    `<h3><code>${contract.method}</code> <code>${escapeHtml(basePath + openApiPath(contract.path))}</code></h3>`,
    `<p>${escapeHtml(contract.summary)}</p>`,
    contract.description ? `<p>${escapeHtml(contract.description)}</p>` : '',
    '<dl>',
    `<dt>Name</dt><dd><code>${escapeHtml(contract.name)}</code></dd>`,
    `<dt>Access</dt><dd>${escapeHtml(ACCESS_TEXT[contract.access])}${contract.access === 'public' ? '' : ' — send <code>Authorization: Bearer &lt;token&gt;</code>'}</dd>`,
    `<dt>Success</dt><dd>${status}</dd>`,
    '</dl>',
    parameters.length ? schemaBlock('Parameters', parameters) : '',
    schemaBlock('Request body schema', request?.['application/json']?.['schema']),
    schemaBlock(`Response ${status} schema`, success?.['application/json']?.['schema']),
    `<table><caption>Error answers <code>{ statusCode, code, message }</code></caption>`,
    '<thead><tr><th scope="col">Status</th><th scope="col">Code</th><th scope="col">Message (English)</th></tr></thead>',
    `<tbody>${rows}</tbody></table>`,
    '</article>',
  ].join('\n');
}

export interface ReferencePageInput {
  readonly contracts: readonly RouteContract[];
  /** The OpenAPI document generated from the same contracts. */
  readonly document: Json;
  /** Prefix of the paths, e.g. `/api`. */
  readonly basePath: string;
}

export function renderReferencePage({ contracts, document, basePath }: ReferencePageInput): string {
  const paths = (document['paths'] ?? {}) as Record<string, Record<string, Json>>;
  const services = [...new Set(contracts.map((c) => c.service))];
  const components = ((document['components'] as Json | undefined)?.['schemas'] ?? {}) as Record<string, unknown>;
  const sections = services.map((service) => {
    const own = contracts.filter((c) => c.service === service);
    const routes = own.map((c) => routeSection(c, paths[openApiPath(c.path)]?.[c.method.toLowerCase()], basePath));
    return `<section id="service-${service}" aria-labelledby="title-${service}"><h2 id="title-${service}">${escapeHtml(SERVICE_TITLES[service])}</h2>\n${routes.join('\n')}</section>`;
  });
  const toc = services
    .map((service) => {
      const items = contracts
        .filter((c) => c.service === service)
        .map((c) => `<li><a href="#${anchor(c.name)}"><code>${c.method} ${escapeHtml(c.path)}</code></a> — ${escapeHtml(c.summary)}</li>`)
        .join('');
      return `<li><a href="#service-${service}">${escapeHtml(SERVICE_TITLES[service])}</a><ul>${items}</ul></li>`;
    })
    .join('');
  const shared = Object.entries(components)
    .map(([name, schema]) => `<section id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${schemaBlock(`${name} schema`, schema)}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>VetNow API reference</title>
<link rel="stylesheet" href="${escapeHtml(basePath)}/docs/style.css">
</head>
<body>
<header>
<h1>VetNow API reference</h1>
<p>Every path is under <code>${escapeHtml(basePath)}</code>. Bodies are JSON. Every error answer is <code>{ statusCode, code, message, errors? }</code>: translate by <code>code</code>; <code>message</code> is the English text.</p>
<p>Machine-readable: <a href="${escapeHtml(basePath)}/openapi.json">OpenAPI 3.1 document</a>.</p>
<nav aria-label="Routes"><ul>${toc}</ul></nav>
</header>
<main>
${sections.join('\n')}
<section id="schemas" aria-labelledby="title-schemas"><h2 id="title-schemas">Shared schemas</h2>
${shared}
</section>
</main>
</body>
</html>
`;
}
