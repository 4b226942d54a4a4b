import { maskIpAddress } from '@tessera/core';
import { translate } from '../../i18n/index.js';
import { pageAnswer, pageRequest } from '../../shared/paging.js';
import { type Handlers, ok, reject, withSession } from '../handler.js';
import type { SessionDeps } from './deps.js';

/**
 * The signed-in devices (ASVS 7.5.2): a user sees their live sessions and ends any of them. The
 * address is masked before it leaves the server, so a stolen session cannot read where its owner
 * signs in from.
 */
export const createDeviceHandlers = (deps: SessionDeps): Pick<Handlers, 'sessions' | 'revokeSession'> => ({
  sessions: withSession(async (params, _context, session) => {
    const request = pageRequest(params);
    if (request === undefined) return reject('SHARED.INVALID_PARAMS');
    const { rows, total } = await deps.sessions.listLive(session.userId, {
      first: session.tokenHash,
      limit: request.limit,
      offset: request.offset,
    });
    const data = rows.map((row) => ({
      id: row.id,
      browser: row.device.browser,
      os: row.device.os,
      ip: row.ip === null ? null : maskIpAddress(row.ip),
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt.toISOString(),
      current: row.tokenHash === session.tokenHash,
    }));
    return ok(pageAnswer(data, request, total));
  }),

  revokeSession: withSession(async (params, context, session) => {
    const ended = await deps.sessions.revokeOwn(session.userId, params.id);
    return ended === undefined
      ? reject('SESSION.DEVICE_NOT_FOUND')
      : ok(translate(context.lang, 'SESSION.DEVICE_SIGNED_OUT'));
  }),
});
