import { randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import formbody from '@fastify/formbody';
import { errorEnvelope } from '@tessera/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { type MessageCode, translate } from '../i18n/index.js';
import { requestLanguage } from './request.js';
import { addSecurityHeaders } from './security-headers.js';

/** Generous for every form of the app; uploads will get their own multipart limit. */
export const BODY_LIMIT_BYTES = 32 * 1024;

const codeOfStatus = (status: number): MessageCode => {
  if (status === 413) return 'SHARED.PAYLOAD_TOO_LARGE';
  if (status === 404) return 'SHARED.NOT_FOUND';
  return status < 500 ? 'SHARED.BAD_REQUEST' : 'SHARED.INTERNAL_ERROR';
};

/** How long a connection answered as unreadable may go on sending before it is cut. */
const UNREADABLE_LINGER_MS = 5_000;
/** Connections already answered: the parser reports its error again for every later chunk. */
const answeredUnreadable = new WeakSet<Socket>();

/**
 * Answers a request Node's HTTP parser could not read (headers or address over its limit, broken
 * syntax): it never reaches a route, so it gets the envelope here. Its `lang` header was not read
 * either, hence English.
 *
 * The client is often still sending (a 1 MB address arrives in many chunks). Closing a socket with
 * bytes unread makes the kernel reset the connection, and a reset can reach a busy client before it
 * has read the answer, so it sees no answer at all. So the rest is read and dropped, and the socket
 * is cut only if the client neither finishes nor closes within the linger time.
 */
const answerUnreadable = (error: Error & { code?: string }, socket: Socket) => {
  if (answeredUnreadable.has(socket)) return;
  answeredUnreadable.add(socket);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const code: MessageCode = tooLarge ? 'SHARED.PAYLOAD_TOO_LARGE' : 'SHARED.BAD_REQUEST';
  const body = JSON.stringify(errorEnvelope(code, translate('en', code)));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.resume();
  setTimeout(() => socket.destroy(), UNREADABLE_LINGER_MS).unref();
};

/** A request id a proxy in front may pass on (`X-Request-Id`); anything else is replaced. */
const FORWARDED_REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * Every request's id: the one a proxy in front sent, or a new UUID. Each log line of the request
 * carries it (pino's `reqId`) and the answer returns it in `X-Request-Id`, so a user's report, a
 * proxy's log and ours name the same request.
 */
const requestIdOf = (request: IncomingMessage): string => {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
};

/**
 * A Fastify instance with what every route shares: body parsing and limits, strict headers, and
 * transport failures (unreadable bodies, unknown paths, bugs) answered as localized JSON errors.
 * Without request logging, warnings (such as an unreachable exchange-rate service) still show.
 */
export const createHttpApp = async (options: {
  logger: boolean;
  /** See `ServerConfig.trustProxy`. */
  trustProxy?: string | undefined;
}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: { level: options.logger ? 'info' : 'warn' },
    bodyLimit: BODY_LIMIT_BYTES,
    // Sockets and keep-alive connections must not hold a shutdown open.
    forceCloseConnections: true,
    clientErrorHandler: answerUnreadable,
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
    genReqId: requestIdOf,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  addSecurityHeaders(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const code = codeOfStatus(status);
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send(errorEnvelope(code, translate(requestLanguage(request), code)));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorEnvelope('SHARED.NOT_FOUND', translate(requestLanguage(request), 'SHARED.NOT_FOUND'))),
  );
  return app;
};
