import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built UI at `/` (index.html for `/`; the app routes with the hash, so no other
 * fallback is needed). Hashed assets are cached for good; everything else is revalidated every
 * time: index.html, the web app manifest (`application/manifest+json`), the offline page and the
 * service worker `/sw.js`, whose every check must reach the server for a new version to be seen
 * (at the root, its scope is the whole app without a `Service-Worker-Allowed` header).
 *
 * The UI build writes `<file>.br` and `<file>.gz` beside each text file (packages/ui/plugins/
 * precompress.ts), so nothing is compressed per request: by the request's `Accept-Encoding`, the
 * brotli file, else the gzip one, else the file itself is sent, with `Content-Encoding`, the
 * original file's `Content-Type`, the sent file's length and `Vary: Accept-Encoding` on every
 * answer (a shared cache must not hand brotli to a client that did not ask for it). Nothing else
 * compresses answers on this server, so a compressed file is never compressed again.
 */
export const serveUi = async (app: FastifyInstance, uiDir: string): Promise<void> => {
  await app.register(fastifyStatic, {
    root: uiDir,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (reply, path) => {
      // `path` is the file sent, `.br`/`.gz` included: the folder decides, not the name's end.
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
};
