import { endpoint } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './app.js';
import { registerEndpoint } from './registrar.js';

/** An endpoint that needs identity verification, as withdrawals will. */
const guarded = endpoint({
  method: 'GET',
  path: '/test/verified',
  params: t.type({}),
  result: t.string,
  guard: 'user',
  verified: true,
});

const appWithLevel = async (level: number) => {
  const app = await createHttpApp({ logger: false });
  registerEndpoint(
    app,
    guarded,
    async () => E.right('done'),
    {
      session: async (token) => (token === 'good' ? { userId: 7, tokenHash: 'h' } : null),
      verificationLevel: async () => level,
      operatorKey: 'k'.repeat(20),
    },
    { fileBytes: 1024 },
  );
  return app;
};

describe('registrar guards', () => {
  it('answers 998 in the request language to an unverified user on a verified endpoint', async () => {
    const app = await appWithLevel(0);
    const answer = await app.inject({
      url: '/api/test/verified',
      headers: { authorization: 'good', lang: 'zh' },
    });
    expect(answer.json()).toEqual({ type: 998, message: '请先完成身份认证' });
    await app.close();
  });

  it('lets a verified user through, and still answers 999 without a session', async () => {
    const app = await appWithLevel(1);
    expect(
      (await app.inject({ url: '/api/test/verified', headers: { authorization: 'good' } })).json(),
    ).toEqual({
      type: 'ok',
      message: 'done',
    });
    expect((await app.inject({ url: '/api/test/verified' })).json()).toMatchObject({ type: 999 });
    await app.close();
  });
});
