import { API_PREFIX, errorEnvelope, okEnvelope, openApiDocument } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/index.js';
import { requestLanguage } from './request.js';

/** The version of the app this API serves (spec §1: 0.8.0, code 80). */
export const API_VERSION = '0.8.0';

/** Routes about the server itself rather than the product: health and the API description. */
export const registerSystemRoutes = (
  app: FastifyInstance,
  checks: { database: () => Promise<void> },
): void => {
  const document = openApiDocument({ title: 'Tessera API', version: API_VERSION });

  app.get(`${API_PREFIX}/docs`, async () => document);

  app.get(`${API_PREFIX}/health`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await checks.database();
      return okEnvelope('ok');
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
};
