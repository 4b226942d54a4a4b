import { API_PREFIX, errorEnvelope } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import { wasForwarded } from '../cluster/forward.js';
import { translate } from '../i18n/index.js';
import type { RequestBudget } from '../shared/request-budget.js';
import { requestLanguage } from './request.js';

/** Load balancers' health checks: frequent, cheap, from a few addresses, never refused. */
const UNLIMITED = new Set([`${API_PREFIX}/health`]);

/**
 * Every API request draws on its address's budget (the shared rate limits in the database), before
 * anything else is done for it; past the budget it is answered 429 with `Retry-After`, in the
 * request's language. Requests another process forwarded were counted where they arrived.
 */
export const limitRequests = (
  app: FastifyInstance,
  budget: Pick<RequestBudget, 'take'>,
  forwardingSecret: string,
): void => {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith(`${API_PREFIX}/`) || UNLIMITED.has(path) || wasForwarded(request, forwardingSecret))
      return;
    const taken = await budget.take(request.ip);
    if (taken.allowed) return;
    const lang = requestLanguage(request);
    return reply
      .code(429)
      .header('retry-after', String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))))
      .send(errorEnvelope('SHARED.RATE_LIMITED', translate(lang, 'SHARED.RATE_LIMITED')));
  });
};
