import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecurityHeaders } from '../src/http/security-headers.js';
import { serveUi } from '../src/http/static-ui.js';

/** A stand-in for the built UI as the UI build writes it: each text file beside its `.br` and `.gz`. */
const uiDir = mkdtempSync(join(tmpdir(), 'tessera-ui-encodings-'));
const script = `export const quotes = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `BTC/USDT ${i}`))};`;
const html = `<!doctype html><title>Tessera</title>${'<!-- padding -->'.repeat(50)}`;
const withEncodings = (path: string, content: string) => {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
};
mkdirSync(join(uiDir, 'assets'));
withEncodings(join(uiDir, 'index.html'), html);
withEncodings(join(uiDir, 'assets', 'index-AbC123.js'), script);
// Only gzip beside this one: brotli clients get gzip.
writeFileSync(join(uiDir, 'assets', 'style-Xy9.css'), 'body{margin:0}'.repeat(40));
writeFileSync(join(uiDir, 'assets', 'style-Xy9.css.gz'), gzipSync('body{margin:0}'.repeat(40)));
// Nothing beside this one: sent as it is.
writeFileSync(join(uiDir, 'assets', 'logo-Q1.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
// The service worker (pre-compressed like any built script) and the web app manifest (kept in public/).
const worker = `const SHELL = ${JSON.stringify({ version: 'abc', files: ['index.html'] })};${' '.repeat(400)}`;
withEncodings(join(uiDir, 'sw.js'), worker);
const manifest = JSON.stringify({ name: 'Tessera', start_url: '/', display: 'standalone' });
writeFileSync(join(uiDir, 'manifest.webmanifest'), manifest);

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  addSecurityHeaders(app);
  await serveUi(app, uiDir);
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built UI, pre-compressed', () => {
  it('sends brotli to a browser that accepts it, with the original type and the sent length', async () => {
    const answer = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(answer.rawPayload.length).toBeLessThan(script.length);
    // Decoded once, it is the file: never compressed twice.
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(script);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip when brotli is not accepted, or refused with q=0', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const answer = await get('/assets/index-AbC123.js', accept);
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(gunzipSync(answer.rawPayload).toString()).toBe(script);
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    }
  });

  it('falls back to gzip when a file has no brotli sibling', async () => {
    const answer = await get('/assets/style-Xy9.css', 'br, gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(answer.rawPayload).toString()).toBe('body{margin:0}'.repeat(40));
  });

  it('sends the file itself without Accept-Encoding, to identity, or when nothing was compressed', async () => {
    for (const accept of [undefined, 'identity']) {
      const answer = await get('/assets/index-AbC123.js', accept);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(script);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(script.length);
    }
    const image = await get('/assets/logo-Q1.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('compresses index.html too, revalidated on every load', async () => {
    for (const url of ['/', '/index.html']) {
      const answer = await get(url, 'gzip, deflate, br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(html);
    }
    const plain = await get('/');
    expect(plain.body).toBe(html);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });
});

describe('the service worker and the web app manifest', () => {
  it('sends /sw.js as JavaScript that every update check revalidates, its scope the whole app', async () => {
    for (const accept of ['gzip, deflate, br', undefined]) {
      const answer = await get('/sw.js', accept);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      // At the root, the worker's default scope is '/': no header needs to widen it.
      expect(answer.headers['service-worker-allowed']).toBeUndefined();
    }
    expect((await get('/sw.js')).body).toBe(worker);
  });

  it('sends /manifest.webmanifest as application/manifest+json, revalidated', async () => {
    const answer = await get('/manifest.webmanifest', 'gzip, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(answer.body)).toMatchObject({ name: 'Tessera', display: 'standalone' });
  });

  it('lets workers and manifests come from this origin only, and nothing else from anywhere new', async () => {
    for (const url of ['/', '/sw.js', '/manifest.webmanifest']) {
      const directives = String((await get(url)).headers['content-security-policy']).split('; ');
      expect(directives, url).toEqual([
        "default-src 'self'",
        "connect-src 'self' ws: wss:",
        "img-src 'self' data: blob:",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]);
    }
  });
});
