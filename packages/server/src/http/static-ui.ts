import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built UI at `/` (index.html for `/`; the app routes with the hash, so no other
 * fallback is needed). Hashed assets are cached for good, index.html is revalidated every time.
 */
export const serveUi = async (app: FastifyInstance, uiDir: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root: uiDir,
    prefix: '/',
    index: ['index.html'],
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
};
