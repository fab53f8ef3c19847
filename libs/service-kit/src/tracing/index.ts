/** `@vetnow/service-kit/tracing`: OpenTelemetry traces across HTTP and events (ADR 0027). */
export { contextFrom, inSpan, nameActiveSpan, SpanKind, startTracing, stopTracing, traceHeaders, tracer } from './tracing.js';
export { traceHttp } from './http-tracing.js';
