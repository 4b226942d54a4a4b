import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read from the rest of the server when they are scraped. */
export interface MetricSources {
  /** When the price feed last recorded a tick, if it has since the start. */
  readonly lastTickAt: () => Date | undefined;
  /** Sockets connected to the realtime channel now. */
  readonly realtimeClients: () => number;
}

/**
 * The server's Prometheus metrics (prom-client): the process's own (memory, event-loop lag, GC),
 * every answer by method, route and status with its duration, the feed's last tick and the
 * realtime clients. Served at `/api/operator/metrics` behind the operator key.
 */
export const createMetrics = (app: FastifyInstance, sources: MetricSources): Registry => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tessera_' });
  const answers = new Counter({
    name: 'tessera_http_requests_total',
    help: 'HTTP answers by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'tessera_http_request_duration_seconds',
    help: 'Time to answer, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'tessera_feed_last_tick_timestamp_seconds',
    help: 'When the price feed last recorded a tick (Unix seconds; 0 before the first).',
    registers: [registry],
    collect() {
      this.set((sources.lastTickAt()?.getTime() ?? 0) / 1000);
    },
  });
  new Gauge({
    name: 'tessera_realtime_clients',
    help: 'Sockets connected to the realtime channel.',
    registers: [registry],
    collect() {
      this.set(sources.realtimeClients());
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the address: one series per route, however many ids are asked for.
    const route = request.routeOptions.url ?? 'unknown';
    answers.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  return registry;
};
