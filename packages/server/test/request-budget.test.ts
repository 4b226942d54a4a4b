import { expect, it } from 'vitest';
import { Api } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const LIMIT = 50;

describeOnEachDatabase(
  'request budget of every address',
  (h) => {
    const burst = (api: Api, count: number, from: string, split?: Api) =>
      Promise.all(
        Array.from({ length: count }, (_, i) =>
          (split !== undefined && i % 2 === 1 ? split : api).get(
            '/currency/quotation_new',
            {},
            { from, lang: 'fra' },
          ),
        ),
      );

    it('serves an address at most its budget of 200 parallel requests, then 429 with Retry-After in its language', async () => {
      const answers = await burst(h.api, 200, '127.0.0.21');
      const served = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(served.length).toBeLessThanOrEqual(LIMIT);
      // Counted ahead in blocks, never more than the budget; a few may be forfeited, not many.
      expect(served.length).toBeGreaterThanOrEqual(LIMIT - 8);
      expect(served.length + refused.length).toBe(200);
      expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(refused[0]?.body).toMatchObject({ type: 'error', code: 'SHARED.RATE_LIMITED' });
      expect(refused[0]?.body.message).toMatch(/^Trop de tentatives/);
    });

    it('counts each address alone, and never refuses the health check', async () => {
      expect((await h.api.get('/currency/quotation_new', {}, { from: '127.0.0.22' })).status).toBe(200);
      const health = await Promise.all(
        Array.from({ length: 2 * LIMIT }, () => h.api.get('/health', {}, { from: '127.0.0.21' })),
      );
      expect(health.every((answer) => answer.status === 200)).toBe(true);
    });

    it('counts a request claiming to be forwarded by another process without its secret', async () => {
      const answers = await Promise.all(
        Array.from({ length: 2 * LIMIT }, () =>
          h.api.get(
            '/currency/quotation_new',
            {},
            { from: '127.0.0.23', headers: { 'x-tessera-forwarded': 'guess' } },
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(LIMIT);
    });

    it.runIf(h.database === 'PostgreSQL')(
      'holds the budget across two processes on one database',
      async () => {
        const sibling = await h.startSibling();
        try {
          const answers = await burst(h.api, 200, '127.0.0.24', new Api(sibling.url, h.server.operatorKey));
          expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(LIMIT);
        } finally {
          await sibling.close();
        }
      },
    );
  },
  { requestBudget: { limit: LIMIT, windowMs: 60 * 60_000 } },
);
