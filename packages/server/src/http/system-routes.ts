import { API_PREFIX, errorEnvelope, okEnvelope, openApiDocument } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { translate } from '../i18n/index.js';
import { constantTimeEqual } from '../shared/crypto.js';
import { operatorKeyOf, requestLanguage } from './request.js';

/** The version of the app this API serves (spec §1: 0.8.0, code 80). */
export const API_VERSION = '0.8.0';

/** The feed counts as stale once this many of its intervals have passed without a tick. */
const STALE_AFTER_INTERVALS = 5;

export interface SystemChecks {
  readonly database: () => Promise<void>;
  /** When the price feed last ticked, and how often it should. */
  readonly feed: () => { readonly lastTickAt: Date | undefined; readonly intervalMs: number };
  readonly metrics: Registry;
  readonly operatorKey: string;
}

type FeedStatus = 'ok' | 'starting' | 'stale';

const feedStatus = (
  { lastTickAt, intervalMs }: ReturnType<SystemChecks['feed']>,
  now: number,
): FeedStatus => {
  if (lastTickAt === undefined) return 'starting';
  return now - lastTickAt.getTime() > STALE_AFTER_INTERVALS * intervalMs ? 'stale' : 'ok';
};

/** The two routes outside the contract (their answers are not the envelope's), for `/api/docs`. */
const systemPaths = {
  [`${API_PREFIX}/health`]: {
    get: {
      operationId: 'health',
      summary:
        'Whether the server can serve: 200 with the database and price feed status (`ok`; the feed `starting` before its first tick or `stale` after five missed intervals), 503 when the database cannot be reached.',
      responses: {
        '200': { description: 'Envelope: type "ok", message { status, database, feed, last_tick_at }.' },
        '503': { description: 'The database cannot be reached.' },
      },
    },
  },
  [`${API_PREFIX}/operator/metrics`]: {
    get: {
      operationId: 'operatorMetrics',
      summary:
        'Prometheus metrics in the text exposition format: the process, HTTP answers by route and status with their durations, the feed’s last tick, realtime clients.',
      security: [{ operatorKey: [] }],
      responses: {
        '200': { description: 'text/plain; version=0.0.4' },
        '401': { description: 'No or a wrong operator key.' },
      },
    },
  },
};

/** Routes about the server itself rather than the product: health, metrics and the API description. */
export const registerSystemRoutes = (app: FastifyInstance, checks: SystemChecks): void => {
  const contractDocument = openApiDocument({ title: 'Tessera API', version: API_VERSION });
  const document = { ...contractDocument, paths: { ...contractDocument.paths, ...systemPaths } };

  app.get(`${API_PREFIX}/docs`, async () => document);

  app.get(`${API_PREFIX}/health`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await checks.database();
      const feed = checks.feed();
      return okEnvelope({
        status: 'ok',
        database: 'ok',
        feed: feedStatus(feed, Date.now()),
        last_tick_at: feed.lastTickAt?.toISOString() ?? null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply
        .code(503)
        .send(
          errorEnvelope(
            'SHARED.INTERNAL_ERROR',
            translate(requestLanguage(request), 'SHARED.INTERNAL_ERROR'),
          ),
        );
    }
  });

  app.get(`${API_PREFIX}/operator/metrics`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = operatorKeyOf(request);
    if (key === undefined || !constantTimeEqual(key, checks.operatorKey)) {
      const lang = requestLanguage(request);
      return reply
        .code(401)
        .send(errorEnvelope('OPERATOR.UNAUTHORIZED', translate(lang, 'OPERATOR.UNAUTHORIZED')));
    }
    return reply.type(checks.metrics.contentType).send(await checks.metrics.metrics());
  });
};
