/**
 * The socket.io feed against a real server: quotes arrive decoded, and after the connection drops
 * (here: the server restarts on the same port) the feed says so and rejoins its rooms by itself.
 */
import type { Depth, FeedConnection, Kline, Quote } from '@tessera/core';
import { createSocketFeed } from '@tessera/http-adapter';
import { startServer } from '@tessera/server';
import { afterAll, describe, expect, it } from 'vitest';

const serverOn = (port: number) =>
  startServer({
    port,
    dataDir: 'memory://',
    tickMs: 100,
    logger: false,
    operatorKey: 'socket-feed-test-key',
  });

const nextQuote = (received: Quote[], after: number, timeoutMs: number) =>
  new Promise<Quote>((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      const quote = received[after];
      if (quote) {
        clearInterval(poll);
        resolve(quote);
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(poll);
        reject(new Error(`no ticker push within ${timeoutMs} ms`));
      }
    }, 20);
  });

describe('socket feed', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('delivers decoded tickers, says when the connection is lost, and resubscribes after a reconnect', async () => {
    const first = await serverOn(0);
    const feed = createSocketFeed({ url: first.url });
    cleanups.push(() => feed.close());
    const received: Quote[] = [];
    const unsubscribe = feed.subscribe('tickers', (quotes) => received.push(...quotes));
    cleanups.push(unsubscribe);
    const connections: FeedConnection[] = [];
    cleanups.push(feed.watchConnection((connection) => connections.push(connection)));

    const quote = await nextQuote(received, 0, 10_000);
    expect(quote.symbol).toMatch(/^[A-Z]+\/USD(T)?$/);
    expect(quote.price.isPositive()).toBe(true);
    expect(connections).toEqual(['connecting', 'connected']);

    await first.close();
    await expect.poll(() => connections.at(-1), { timeout: 10_000 }).toBe('disconnected');
    const countAtDrop = received.length;
    const second = await serverOn(first.port);
    cleanups.push(() => second.close());
    await nextQuote(received, countAtDrop, 30_000);
    expect(connections).toEqual(['connecting', 'connected', 'disconnected', 'connected']);
  });

  it('opens no connection before `opensAfter` settles, then delivers as usual', async () => {
    const server = await serverOn(0);
    cleanups.push(() => server.close());
    let open = () => {};
    const painted = new Promise<void>((resolve) => {
      open = resolve;
    });
    const feed = createSocketFeed({ url: server.url, opensAfter: painted });
    cleanups.push(() => feed.close());
    const received: Quote[] = [];
    cleanups.push(feed.subscribe('tickers', (quotes) => received.push(...quotes)));
    const connections: FeedConnection[] = [];
    cleanups.push(feed.watchConnection((connection) => connections.push(connection)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual([]);
    expect(connections).toEqual(['connecting']);
    open();
    await nextQuote(received, 0, 10_000);
    expect(connections).toEqual(['connecting', 'connected']);
  });

  it('delivers the current candle of a chart room, only to that chart’s listeners', async () => {
    const server = await serverOn(0);
    cleanups.push(() => server.close());
    const feed = createSocketFeed({ url: server.url });
    cleanups.push(() => feed.close());
    const btc: Kline[] = [];
    const eth: Kline[] = [];
    cleanups.push(feed.subscribeKline({ symbol: 'BTC/USDT', period: '1m' }, (kline) => btc.push(kline)));
    cleanups.push(feed.subscribeKline({ symbol: 'ETH/USDT', period: '1h' }, (kline) => eth.push(kline)));
    await expect.poll(() => btc.length > 0 && eth.length > 0, { timeout: 10_000 }).toBe(true);
    expect(btc.every((kline) => kline.symbol === 'BTC/USDT' && kline.period === '1m')).toBe(true);
    expect(eth.every((kline) => kline.symbol === 'ETH/USDT' && kline.period === '1h')).toBe(true);
    expect(btc[0]?.close.isPositive()).toBe(true);
  });

  it('delivers each spot market’s book, decoded, only to that market’s listeners', async () => {
    const server = await serverOn(0);
    cleanups.push(() => server.close());
    const feed = createSocketFeed({ url: server.url });
    cleanups.push(() => feed.close());
    const btc: Depth[] = [];
    const eth: Depth[] = [];
    // The market maker requotes both books on every tick.
    cleanups.push(feed.subscribeDepth('BTC/USDT', (depth) => btc.push(depth)));
    cleanups.push(feed.subscribeDepth('ETH/USDT', (depth) => eth.push(depth)));
    await expect.poll(() => btc.length > 0 && eth.length > 0, { timeout: 10_000 }).toBe(true);
    expect(btc.every((depth) => depth.symbol === 'BTC/USDT')).toBe(true);
    expect(eth.every((depth) => depth.symbol === 'ETH/USDT')).toBe(true);
    expect(btc.at(-1)?.asks[0]?.price.isPositive()).toBe(true);
  });
});
