import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { httpJsonClient } from './http-json.js';

/** Concurrent clients of the load benches, each a signed-in user of its own. */
export const CLIENTS = 16;
export const DURATION_MS = 8_000;
export const OPERATOR_KEY = 'bench-operator-key';

export type Client = ReturnType<typeof httpJsonClient>;
export { httpJsonClient };

/** Calls the API and answers the message of an `ok` answer; anything else stops the bench. */
export const json = async (
  client: Client,
  path: string,
  init: { body?: unknown; token?: string; operator?: boolean; idempotencyKey?: string } = {},
) => {
  const { body } = (await client.call(`/api${path}`, {
    body: init.body,
    headers: {
      ...(init.token === undefined ? {} : { authorization: init.token }),
      ...(init.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: init.idempotencyKey }),
      ...(init.operator ? { 'operator-key': OPERATOR_KEY } : {}),
    },
  })) as { body: { type: unknown; message: unknown } };
  if (body.type !== 'ok') throw new Error(`${path} answered ${JSON.stringify(body)}`);
  return body.message;
};

/** A signed-in user with 1,000,000 USDT in the balance account: its name and token. */
export const fundedUser = async (client: Client, index: number) => {
  const name = `bench${Date.now().toString(36)}x${index}`;
  const password = 'bench-password-7';
  await json(client, '/user/register', {
    body: { type: 'username', user_string: name, password, re_password: password, extension_code: 'TESSERA' },
  });
  await json(client, '/operator/deposits/confirm', {
    body: { user: name, currency: 'USDT', amount: '1000000', reference: `bench-${name}` },
    operator: true,
  });
  return {
    name,
    token: String(await json(client, '/user/login', { body: { user_string: name, password } })),
  };
};

/** Runs `CLIENTS` loops of `call` for `DURATION_MS`; answers each call's duration. */
export const loops = async (call: (user: number, round: number) => Promise<void>): Promise<number[]> => {
  const samples: number[] = [];
  const deadline = performance.now() + DURATION_MS;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, user) => {
      for (let round = 0; performance.now() < deadline; round++) {
        const started = performance.now();
        await call(user, round);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
};

export const perSecond = (samples: readonly number[]) => (samples.length * 1000) / DURATION_MS;
