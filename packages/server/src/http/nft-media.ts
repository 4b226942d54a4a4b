import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the NFT catalogue's media at `/nft-media/` (the catalogue's URLs), on this origin so the
 * app's content security policy needs no other source. The files never change under a name, so
 * browsers may keep them a day; the folder's manifest and licence are not served.
 */
export const serveNftMedia = async (app: FastifyInstance, dir: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/nft-media/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => /^\/[a-z0-9-]+\.(svg|gif|wav|webm)$/.test(path),
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=86400');
    },
  });
};
