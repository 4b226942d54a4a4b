import { expect } from 'vitest';
import type { Api } from './api.js';
import { USDT, walletOf } from './wallet.js';

/** How often the suites that trade on the live feed poll it. */
const POLL_MS = 100;

/**
 * Waits until the market records live ticks: orders open only at a price recorded in the last
 * 10 s, and a server just started (a busy machine, a PostgreSQL lease being taken) may not have
 * recorded one yet.
 */
export const feedLive = async (api: Api) => {
  for (let waited = 0; waited < 30_000; waited += POLL_MS) {
    if ((await api.get('/health')).body.message?.feed === 'ok') return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error('the feed did not start');
};

/** A user with `usdt` moved into one of their trading accounts (`options`, `futures`, `stock`), once the feed is live. */
export const newTrader = async (api: Api, usdt: string, account = 'options') => {
  await feedLive(api);
  const name = await api.registerByUsername();
  await walletOf(api).deposit(name, 'USDT', usdt);
  const token = await api.login(name);
  const moved = await api.post(
    '/wallet/change',
    { currency_id: USDT, number: usdt, from_field: 'balance', to_field: account },
    { token },
  );
  expect(moved.body.type).toBe('ok');
  return { name, token };
};

/** Polls `read` until `done` says yes (the market's ticks act on their own time). */
export const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) => {
  for (let waited = 0; waited < 20_000; waited += POLL_MS) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`timed out waiting for ${what}`);
};
