/** `@vetnow/service-kit/metrics`: the service's Prometheus registry (KitMetrics) and the HTTP histogram hook. */
export { KitMetrics, processMetrics } from './kit-metrics.js';
export { observeHttp } from './http-metrics.js';
export type { Counter } from 'prom-client';
