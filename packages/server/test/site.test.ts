import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, CoinCodec, contract, SettingCodec, SiteConfigCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';

/** A stand-in for the built UI, to check the server serves it. */
const uiDir = mkdtempSync(join(tmpdir(), 'tessera-ui-'));
writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>Tessera</title>');
mkdirSync(join(uiDir, 'assets'));
writeFileSync(join(uiDir, 'assets', 'app-1234.js'), 'console.log(1);');

describeOnEachDatabase(
  'site and transport',
  (h) => {
    it('reports health: the database and the price feed', async () => {
      const answer = await h.api.get('/health');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        type: 'ok',
        message: {
          status: 'ok',
          database: 'ok',
          feed: expect.stringMatching(/^(ok|starting|stale)$/),
          last_tick_at: expect.toSatisfy((at: unknown) => at === null || typeof at === 'string'),
        },
      });
    });

    it('serves an OpenAPI document listing every contract path, health and the metrics', async () => {
      const answer = await h.api.get('/docs');
      expect(answer.body.openapi).toBe('3.1.0');
      for (const entry of Object.values(contract)) {
        expect(answer.body.paths).toHaveProperty([`${API_PREFIX}${entry.path}`, entry.method.toLowerCase()]);
      }
      expect(answer.body.paths).toHaveProperty([`${API_PREFIX}/health`, 'get']);
      expect(answer.body.paths).toHaveProperty([`${API_PREFIX}/operator/metrics`, 'get']);
    });

    it('names every request: its X-Request-Id, or a new UUID instead of an unsafe one', async () => {
      const url = `${h.server.url}${API_PREFIX}/health`;
      const fresh = (await fetch(url)).headers.get('x-request-id');
      expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
      const forwarded = await fetch(url, { headers: { 'x-request-id': 'lb-7f3a.42' } });
      expect(forwarded.headers.get('x-request-id')).toBe('lb-7f3a.42');
      const unsafe = await fetch(url, { headers: { 'x-request-id': 'a b<script>"x"' } });
      expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('serves Prometheus metrics to the operator only', async () => {
      const url = `${h.server.url}${API_PREFIX}/operator/metrics`;
      const refused = await fetch(url, { headers: { 'operator-key': 'wrong' } });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ type: 'error', code: 'OPERATOR.UNAUTHORIZED' });
      await h.api.get('/getSetting', { keyword: 'app_version' });
      const scraped = await fetch(url, { headers: { 'operator-key': h.server.operatorKey } });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await scraped.text();
      expect(text).toMatch(
        /tessera_http_requests_total\{method="GET",route="\/api\/getSetting",status="200"\} \d+/,
      );
      expect(text).toContain('tessera_http_request_duration_seconds_bucket');
      expect(text).toContain('tessera_feed_last_tick_timestamp_seconds');
      expect(text).toContain('tessera_realtime_clients');
      expect(text).toContain('tessera_process_resident_memory_bytes');
    });

    it('answers a seeded setting and refuses an unknown one', async () => {
      const version = await h.api.get('/getSetting', { keyword: 'app_version' });
      expect(version.body).toEqual({ type: 'ok', message: { keyword: 'app_version', value: '0.8.0' } });
      expect(E.isRight(SettingCodec.decode(version.body.message))).toBe(true);

      const unknown = await h.api.get('/getSetting', { keyword: 'no_such_thing' });
      expect(unknown.body).toMatchObject({ type: 'error', code: 'SITE.SETTING_NOT_FOUND' });
    });

    it('answers the seeded site config', async () => {
      const answer = await h.api.get('/getSiteConfig');
      expect(E.isRight(SiteConfigCodec.decode(answer.body.message))).toBe(true);
      expect(answer.body.message.site_name).toBe('Tessera');
    });

    it('lists the seeded coins with TRC20 USDT disabled', async () => {
      const answer = await h.api.get('/currency/list');
      expect(E.isRight(t.array(CoinCodec).decode(answer.body.message))).toBe(true);
      const coins: { name: string; sub_name: string; status: number }[] = answer.body.message;
      expect(coins.map((coin) => `${coin.name}:${coin.sub_name}:${coin.status}`)).toEqual([
        'BTC:BTC:1',
        'ETH:ERC20:1',
        'USDT:ERC20:1',
        'USDT:TRC20:0',
        'USDC:ERC20:1',
      ]);
    });

    it('refuses params that do not match the contract with a localized parameter error', async () => {
      const missing = await h.api.get('/getSetting');
      expect(missing.status).toBe(200);
      expect(missing.body).toEqual({
        type: 'error',
        code: 'SHARED.INVALID_PARAMS',
        message: 'Parameter error',
      });

      const wrongType = await fetch(`${h.server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lang: 'zh' },
        body: JSON.stringify({ user_string: 42, password: ['x'] }),
      });
      expect(await wrongType.json()).toEqual({
        type: 'error',
        code: 'SHARED.INVALID_PARAMS',
        message: '参数错误',
      });
    });

    it('picks the language from the lang header, else a lang field, else English', async () => {
      const header = await h.api.get('/getSetting', { keyword: 'nope' }, { lang: 'fra' });
      expect(header.body.message).toBe('Ce paramètre n’existe pas');
      const query = await h.api.get('/getSetting', { keyword: 'nope', lang: 'kor' });
      expect(query.body.message).toBe('해당 설정이 없습니다');
      const unknown = await h.api.get('/getSetting', { keyword: 'nope' }, { lang: 'xx' });
      expect(unknown.body.message).toBe('No such setting');
    });

    it('sends strict security headers on every answer', async () => {
      for (const path of ['/api/health', '/api/no-such-route', '/', '/missing.png']) {
        const response = await fetch(`${h.server.url}${path}`);
        const csp = response.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("connect-src 'self' ws: wss:");
        expect(csp).toContain("img-src 'self' data:");
        expect(csp).toContain("worker-src 'self'");
        expect(csp).toContain("manifest-src 'self'");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
        expect(response.headers.has('x-powered-by')).toBe(false);
      }
    });

    it('serves the built UI at / with the same headers, caching hashed assets for good', async () => {
      const index = await fetch(`${h.server.url}/`);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('<title>Tessera</title>');
      expect(index.headers.get('cache-control')).toBe('no-cache');
      expect(index.headers.get('x-content-type-options')).toBe('nosniff');
      const asset = await fetch(`${h.server.url}/assets/app-1234.js`);
      expect(asset.headers.get('cache-control')).toContain('immutable');
    });

    it('answers unknown paths, unreadable and oversized bodies with JSON errors and real statuses', async () => {
      const missing = await h.api.get('/no-such-route');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ type: 'error', code: 'SHARED.NOT_FOUND' });

      const broken = await fetch(`${h.server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"user_string":',
      });
      expect(broken.status).toBe(400);
      expect(await broken.json()).toMatchObject({ type: 'error', code: 'SHARED.BAD_REQUEST' });

      const huge = await h.api.post('/user/login', { user_string: 'x'.repeat(64 * 1024), password: 'x' });
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({ type: 'error', code: 'SHARED.PAYLOAD_TOO_LARGE' });
    });
  },
  { uiDir },
);
