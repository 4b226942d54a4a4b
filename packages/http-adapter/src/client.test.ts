import { StorageKeys } from '@tessera/core';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './client.js';
import { memoryStorage } from './storage.js';

type Seen = { url: URL; method: string; headers: Headers; body: string };

const fakeServer = (answer: (seen: Seen) => Response | Promise<Response>) => {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const entry = {
      url: new URL(request.url),
      method: request.method,
      headers: request.headers,
      body: await request.text(),
    };
    seen.push(entry);
    return answer(entry);
  });
  return { seen, fetch: fetch as unknown as typeof globalThis.fetch };
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('http client', () => {
  it('sends lang and the token, GET parameters in the query, under /api', async () => {
    const server = fakeServer(() =>
      json({ type: 'ok', message: { keyword: 'app_version', value: '0.8.0' } }),
    );
    const storage = memoryStorage({ [StorageKeys.lang]: 'zh', [StorageKeys.token]: 'tok-1' });
    const client = createHttpClient({ baseUrl: 'http://exchange.test', storage, fetch: server.fetch });
    const result = await client.getSetting({ keyword: 'app_version' })();
    expect(result).toEqual({ _tag: 'Right', right: { keyword: 'app_version', value: '0.8.0' } });
    const [request] = server.seen;
    expect(request?.url.pathname).toBe('/api/getSetting');
    expect(request?.url.searchParams.get('keyword')).toBe('app_version');
    expect(request?.headers.get('lang')).toBe('zh');
    expect(request?.headers.get('authorization')).toBe('tok-1');
  });

  it('posts JSON by default and form-encoded on request', async () => {
    const server = fakeServer(() => json({ type: 'ok', message: 'token-xyz' }));
    const params = { user_string: 'ada', password: 'secret-1' };
    const jsonClient = createHttpClient({
      baseUrl: 'http://x.test',
      storage: memoryStorage(),
      fetch: server.fetch,
    });
    expect(await jsonClient.login(params)()).toEqual({ _tag: 'Right', right: 'token-xyz' });
    const formClient = createHttpClient({
      baseUrl: 'http://x.test',
      storage: memoryStorage(),
      fetch: server.fetch,
      bodyEncoding: 'form',
    });
    await formClient.login(params)();
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual(params);
    expect(server.seen[1]?.body).toBe('user_string=ada&password=secret-1');
    expect(server.seen[0]?.headers.get('lang')).toBe('en');
  });

  it('maps 429 to RateLimited with the server message', async () => {
    const server = fakeServer(() =>
      json({ type: 'error', code: 'SHARED.RATE_LIMITED', message: 'Slow down' }, 429),
    );
    const client = createHttpClient({
      baseUrl: 'http://x.test',
      storage: memoryStorage(),
      fetch: server.fetch,
    });
    expect(await client.login({ user_string: 'a', password: 'b' })()).toEqual({
      _tag: 'Left',
      left: { kind: 'RateLimited', message: 'Slow down' },
    });
  });

  it("maps a 4xx refusal carrying a code to Rejected with the server's message, a bare 5xx to Network", async () => {
    const refused = fakeServer(() =>
      json({ type: 'error', code: 'OPERATOR.UNAUTHORIZED', message: 'Operator key missing or wrong' }, 401),
    );
    const operator = createHttpClient({
      baseUrl: 'http://x.test',
      storage: memoryStorage(),
      fetch: refused.fetch,
      operatorKey: 'wrong',
    });
    expect(await operator.kycSubmissions({ state: 'review' })()).toEqual({
      _tag: 'Left',
      left: { kind: 'Rejected', code: 'OPERATOR.UNAUTHORIZED', message: 'Operator key missing or wrong' },
    });
    const broken = createHttpClient({
      baseUrl: 'http://x.test',
      storage: memoryStorage(),
      fetch: fakeServer(() => new Response('Bad gateway', { status: 502 })).fetch,
    });
    expect(await broken.login({ user_string: 'a', password: 'b' })()).toEqual({
      _tag: 'Left',
      left: { kind: 'Network', message: 'HTTP 502' },
    });
  });

  it('maps a dead connection to Network and a slow one to Timeout', async () => {
    const offline = createHttpClient({
      baseUrl: 'http://x.test',
      storage: memoryStorage(),
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
    });
    expect(await offline.getSiteConfig({})()).toMatchObject({ _tag: 'Left', left: { kind: 'Network' } });
    const slow = createHttpClient({
      baseUrl: 'http://x.test',
      storage: memoryStorage(),
      timeoutMs: 20,
      fetch: ((_: unknown, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )) as typeof fetch,
    });
    expect(await slow.getSiteConfig({})()).toEqual({ _tag: 'Left', left: { kind: 'Timeout' } });
  });

  it('decodes decimals in results into Decimals', async () => {
    const quote = {
      symbol: 'BTC/USDT',
      currency_name: 'BTC',
      legal_name: 'USDT',
      now_price: '64000.10',
      change: '-1.2',
      high: '65000',
      low: '63000',
      volume: '12.5',
      updated_at: '2026-11-22T10:00:00Z',
    };
    const server = fakeServer(() => json({ type: 'ok', message: [quote] }));
    const client = createHttpClient({
      baseUrl: 'http://x.test',
      storage: memoryStorage(),
      fetch: server.fetch,
    });
    const result = await client.quotations({})();
    expect(result._tag === 'Right' && result.right[0]?.now_price.toFixed()).toBe('64000.1');
  });

  it('sends uploads as multipart with the params and one file part', async () => {
    let form: FormData | undefined;
    const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      form = await new Request(input, init).formData();
      return json({ type: 'ok', message: { path: 'upload:1', url: '/api/files/1' } });
    }) as typeof globalThis.fetch;
    const client = createHttpClient({ baseUrl: 'http://x.test', storage: memoryStorage(), fetch });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    expect(await client.upload({ purpose: 'avatar' }, png)()).toEqual({
      _tag: 'Right',
      right: { path: 'upload:1', url: '/api/files/1' },
    });
    expect(form?.get('purpose')).toBe('avatar');
    expect((form?.get('file') as Blob | null)?.size).toBe(4);
  });

  it('sends money moves with an idempotency key: the caller’s, or one drawn per call, and the same on a resend', async () => {
    let challenged = false;
    const server = fakeServer(() => {
      if (!challenged) {
        challenged = true;
        return new Response(
          JSON.stringify({ type: 'error', code: 'SHARED.CHALLENGE_REQUIRED', message: '' }),
          {
            status: 429,
            headers: {
              'content-type': 'application/json',
              'proof-of-work-challenge': `${Date.now() + 60_000}.1.abcdefgh.abcdefghijklmnop`,
            },
          },
        );
      }
      return json({ type: 'ok', message: { id: 7 } });
    });
    const client = createHttpClient({
      baseUrl: 'http://exchange.test',
      storage: memoryStorage(),
      fetch: server.fetch,
    });
    const params = { currency_id: 3, number: '1', from_field: 'balance', to_field: 'futures' } as const;
    await client.transfer(params, 'my-key-0001')();
    expect(server.seen.map((r) => r.headers.get('idempotency-key'))).toEqual(['my-key-0001', 'my-key-0001']);
    expect(server.seen[1]?.headers.get('proof-of-work')).not.toBeNull();
    await client.transfer(params)();
    await client.transfer(params)();
    const [first, second] = server.seen.slice(2).map((r) => r.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(second);
    // Calls that move no money carry no key.
    await client.walletAssets({})();
    expect(server.seen.at(-1)?.headers.get('idempotency-key')).toBeNull();
  });
});
