import { context, propagation, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * OpenTelemetry traces (issue 16, ADR 0027): gateway → service → outbox → NATS → consumer is one trace, the W3C
 * `traceparent` carried in HTTP headers, in the outbox row and in the event's NATS headers. Off unless
 * OTEL_EXPORTER_OTLP_ENDPOINT is set (OTLP over HTTP) or a test installs an exporter: without a provider the API is
 * a no-op and costs nothing. The SDK (about 14 MiB of a process's memory) is loaded only when tracing is on (issue 36).
 */

let provider: NodeTracerProvider | undefined;
let starting: Promise<boolean> | undefined;

/**
 * Starts tracing for this process once: spans of `serviceName` go to `exporter`, or to OTLP when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. Resolves false (and does nothing) when neither applies.
 */
export function startTracing(serviceName: string, exporter?: SpanExporter, env: Record<string, string | undefined> = process.env): Promise<boolean> {
  if (provider) return Promise.resolve(true);
  const endpoint = env['OTEL_EXPORTER_OTLP_ENDPOINT']?.trim();
  if (!exporter && !endpoint) return Promise.resolve(false);
  starting ??= (async () => {
    const [{ W3CTraceContextPropagator }, { OTLPTraceExporter }, { resourceFromAttributes }, sdk, { NodeTracerProvider }] = await Promise.all([
      import('@opentelemetry/core'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/sdk-trace-node'),
    ]);
    const started = new NodeTracerProvider({
      resource: resourceFromAttributes({ 'service.name': env['OTEL_SERVICE_NAME']?.trim() || serviceName }),
      spanProcessors: [exporter ? new sdk.SimpleSpanProcessor(exporter) : new sdk.BatchSpanProcessor(new OTLPTraceExporter())],
    });
    started.register({ propagator: new W3CTraceContextPropagator() });
    provider = started;
    return true;
  })().finally(() => {
    starting = undefined;
  });
  return starting;
}

/** Flushes and stops the process's tracing (at shutdown, and between tests). */
export async function stopTracing(): Promise<void> {
  const stopping = provider;
  provider = undefined;
  if (!stopping) return;
  await stopping.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}

export const tracer = (): Tracer => trace.getTracer('vetnow');

/** The W3C trace context of `ctx` (default: the active one) as headers: `{ traceparent, tracestate? }`, or `{}`. */
export function traceHeaders(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

/** The context a `traceparent` (from a request or an event) continues; the root context when there is none. */
export function contextFrom(carrier: Readonly<Record<string, string | string[] | undefined>>): Context {
  return propagation.extract(context.active(), carrier, {
    get: (c, key) => c[key],
    keys: (c) => Object.keys(c),
  });
}

/** Runs `fn` in a new span (child of `parent`), ending it when `fn` settles and recording a thrown error. */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  parent: Context,
  fn: (span: Span) => Promise<T>,
  attributes: Record<string, string> = {},
): Promise<T> {
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}

/** Renames the active span (the gateway names its request span by the contract route it matched). */
export function nameActiveSpan(name: string): void {
  trace.getActiveSpan()?.updateName(name);
}

export { SpanKind };
