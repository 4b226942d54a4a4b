import { API_PREFIX, errorEnvelope } from '@tessera/contract';
import type { FastifyInstance } from 'fastify';
import type { ServedFile, Viewer } from '../contexts/account/index.js';
import { translate } from '../i18n/index.js';
import { constantTimeEqual } from '../shared/crypto.js';
import { isUploadId } from '../shared/upload-refs.js';
import type { Guards } from './registrar.js';
import { bearerToken, operatorKeyOf, requestLanguage } from './request.js';

/**
 * `GET /api/files/:id`: uploaded images. Avatars are public (an `<img>` sends no headers); ID
 * photos and QR codes only to their owner (`Authorization`) or an operator (`Operator-Key`).
 * Unknown ids and other people's files answer the same 404. The type sent is the one sniffed
 * from the bytes at upload; browsers are told not to guess another, and to show, not download.
 */
export const registerFilesRoute = (
  app: FastifyInstance,
  options: { guards: Guards; read: (id: string, viewer: Viewer) => Promise<ServedFile | undefined> },
): void => {
  app.get<{ Params: { id: string } }>(`${API_PREFIX}/files/:id`, async (request, reply) => {
    const { id } = request.params;
    const key = operatorKeyOf(request);
    const token = bearerToken(request);
    const session = token === undefined ? null : await options.guards.session(token);
    const viewer: Viewer = {
      userId: session?.userId ?? null,
      operator: key !== undefined && constantTimeEqual(key, options.guards.operatorKey),
    };
    const file = isUploadId(id) ? await options.read(id, viewer) : undefined;
    if (file === undefined) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(errorEnvelope('SHARED.NOT_FOUND', translate(requestLanguage(request), 'SHARED.NOT_FOUND')));
    }
    return (
      reply
        .header('content-type', file.mime)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        // Ids never change content. Private files vary by who asks and are never stored by caches.
        .header('cache-control', file.isPublic ? 'private, max-age=31536000, immutable' : 'private, no-store')
        .header('vary', 'Authorization, Operator-Key')
        .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength))
    );
  });
};
