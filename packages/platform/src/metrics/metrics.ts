import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * One registry per process (or per runtime in tests, which start several in one process). Every metric carries
 * `service`, so the all-in-one process and the standalone deployables are told apart on one Prometheus.
 */
export interface Metrics {
  registry: Registry;
  httpRequestDuration: Histogram<'method' | 'route' | 'status'>;
  eventsAppended: Counter<'type'>;
}

export function createMetrics(options: { service: string; processMetrics?: boolean }): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: options.service });
  // CPU, memory, event-loop delay, GC: off in tests that start several runtimes in one process.
  if (options.processMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'tb_' });
  return {
    registry,
    httpRequestDuration: new Histogram({
      name: 'tb_http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'],
      // From a cached read (~1 ms) to a document upload parsed on arrival (seconds).
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    eventsAppended: new Counter({
      name: 'tb_events_appended_total',
      help: 'Events appended to the event store by this process, by event type (rate() gives appends per second)',
      labelNames: ['type'],
      registers: [registry],
    }),
  };
}
