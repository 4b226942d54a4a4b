import { type Language, languageOr } from '@tessera/core';
import type { FastifyRequest } from 'fastify';

const fieldOf = (source: unknown, name: string): unknown =>
  typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[name] : undefined;

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The `lang` header, else a `lang` query or body field, else English. Multipart requests have no
 * parsed body; their fields are passed as `fields` once read.
 */
export const requestLanguage = (request: FastifyRequest, fields?: unknown): Language =>
  languageOr(
    headerOf(request, 'lang') ?? fieldOf(request.query, 'lang') ?? fieldOf(fields ?? request.body, 'lang'),
  );

/** The session token of `Authorization`, with or without a `Bearer ` prefix. */
export const bearerToken = (request: FastifyRequest): string | undefined => {
  const token = headerOf(request, 'authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim();
  return token === undefined || token === '' ? undefined : token;
};

export const userAgentOf = (request: FastifyRequest): string | undefined => headerOf(request, 'user-agent');

export const operatorKeyOf = (request: FastifyRequest): string | undefined =>
  headerOf(request, 'operator-key');

/** GET parameters come from the query, POST parameters from the (JSON or form) body. */
export const rawParams = (request: FastifyRequest, method: 'GET' | 'POST'): unknown =>
  method === 'GET' ? request.query : (request.body ?? {});
