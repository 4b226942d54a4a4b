import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries (ASVS V14.4): the UI and its socket live on this origin only, nothing
 * may frame it, and browsers must not guess content types or leak the URL to other sites.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "connect-src 'self' ws: wss:",
    // blob: only for images: previews of a picked file (avatar, QR code, ID photos) are object URLs,
    // so ID photos are shown without being fetched back.
    "img-src 'self' data: blob:",
    // The UI's service worker (/sw.js) and web app manifest, named though default-src covers them:
    // a later change to default-src must not quietly let either come from elsewhere.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  // Ignored by browsers over plain HTTP; in force as soon as a TLS proxy fronts the server.
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

export const addSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    reply.removeHeader('x-powered-by');
    return payload;
  });
};
