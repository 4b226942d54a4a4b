import { createHash } from 'node:crypto';
import { CHALLENGE_HEADER, errorEnvelope, IDEMPOTENCY_HEADER, PROOF_HEADER } from '@tessera/contract';
import type { Language } from '@tessera/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../i18n/index.js';
import { constantTimeEqual } from '../shared/crypto.js';
import type { MarketLease } from './lease.js';

/**
 * Set on a forwarded request, with the processes' shared secret: the holder does not count it
 * against the forwarding process's address (the client's was counted where it arrived), and a
 * holder that moved meanwhile answers "busy" rather than forward it again.
 */
const FORWARDED_HEADER = 'x-tessera-forwarded';

/** The secret forwarded requests carry: derived from the operator key every process is given. */
export const forwardingSecret = (operatorKey: string): string =>
  createHash('sha256').update(`tessera-forwarding:${operatorKey}`).digest('base64url');

/** Whether a request was forwarded by another process of this exchange. */
export const wasForwarded = (request: FastifyRequest, secret: string): boolean => {
  const value = request.headers[FORWARDED_HEADER];
  return typeof value === 'string' && constantTimeEqual(value, secret);
};
/** What the holder needs of the client's request: who asks, in which language, once only, and its id for the logs. */
const PASSED_HEADERS = ['authorization', 'lang', IDEMPOTENCY_HEADER, PROOF_HEADER, 'x-request-id'] as const;
/** What the client needs of the holder's answer besides its body. */
const ANSWERED_HEADERS = ['retry-after', CHALLENGE_HEADER] as const;
/** How long a request waits for a holder (one taking over after the last was killed) before "busy". */
const WAIT_FOR_HOLDER_MS = 15_000;
const RETRY_PAUSE_MS = 200;
/** A holder that does not answer within this is treated as gone; the client may repeat with its key. */
const ANSWER_TIMEOUT_MS = 30_000;

/** Who holds the market, and the secret this process's forwarded requests carry. */
export interface HolderLease {
  readonly lease: Pick<MarketLease, 'held' | 'holderUrl' | 'forgetHolder'>;
  readonly secret: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection refused never reached the holder: sending again cannot repeat anything. */
const wasRefused = (error: unknown): boolean =>
  error instanceof Error &&
  typeof error.cause === 'object' &&
  error.cause !== null &&
  'code' in error.cause &&
  error.cause.code === 'ECONNREFUSED';

const busy = (reply: FastifyReply, lang: Language) =>
  reply
    .code(503)
    .header('retry-after', '1')
    .send(errorEnvelope('SHARED.BUSY', translate(lang, 'SHARED.BUSY')));

/**
 * Serves a request only the market's holder can serve (orders, cancels, the book): here when this
 * process holds the lease (answers `undefined`: go on), else sent on to the holder as it came
 * (its parsed parameters as JSON) and its answer relayed. While nobody holds the lease (the
 * holder was killed and another is taking over) the request waits, up to 15 s. An answer lost
 * after the holder may have acted is "busy": the client repeats the request with its idempotency
 * key and learns what happened, never a second order.
 */
export const forwardToHolder = async (
  request: FastifyRequest,
  reply: FastifyReply,
  params: unknown,
  holder: HolderLease,
  lang: Language,
): Promise<FastifyReply | undefined> => {
  const { lease, secret } = holder;
  const deadline = Date.now() + WAIT_FOR_HOLDER_MS;
  for (;;) {
    if (lease.held()) return undefined;
    // Forwarded here by a process that took this one for the holder: it no longer is.
    if (wasForwarded(request, secret)) return busy(reply, lang);
    const holderUrl = await lease.holderUrl();
    if (holderUrl !== undefined) {
      try {
        return await relay(request, reply, { url: holderUrl, secret }, params);
      } catch (error) {
        if (!wasRefused(error)) {
          request.log.warn({ err: error, holder: holderUrl }, 'the market’s holder did not answer');
          return busy(reply, lang);
        }
        lease.forgetHolder();
      }
    }
    if (Date.now() >= deadline) return busy(reply, lang);
    await pause(RETRY_PAUSE_MS);
  }
};

const relay = async (
  request: FastifyRequest,
  reply: FastifyReply,
  holder: { readonly url: string; readonly secret: string },
  params: unknown,
) => {
  const headers: Record<string, string> = { [FORWARDED_HEADER]: holder.secret };
  for (const name of PASSED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const hasBody = request.method !== 'GET';
  if (hasBody) headers['content-type'] = 'application/json';
  const answer = await fetch(`${holder.url}${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(params) : undefined,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const body = await answer.text();
  reply.code(answer.status);
  for (const name of ANSWERED_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  return reply.type(answer.headers.get('content-type') ?? 'application/json; charset=utf-8').send(body);
};
