import { FavouriteCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';

describeOnEachDatabase('favourite markets and hot searches', (h) => {
  const signedIn = async () => h.api.login(await h.api.registerByUsername());

  it('adds, lists and removes favourites per user, oldest first', async () => {
    const token = await signedIn();
    const other = await signedIn();
    expect((await h.api.get('/optional/list', {}, { token })).body).toEqual({ type: 'ok', message: [] });
    await h.api.post('/optional/add', { symbol: 'ETH/USDT' }, { token });
    const added = await h.api.post('/optional/add', { symbol: 'AAPL/USD' }, { token });
    expect(E.isRight(t.array(FavouriteCodec).decode(added.body.message))).toBe(true);
    expect(added.body.message.map((f: { symbol: string }) => f.symbol).sort()).toEqual([
      'AAPL/USD',
      'ETH/USDT',
    ]);
    // Adding again keeps one; another user's list is theirs.
    await h.api.post('/optional/add', { symbol: 'ETH/USDT' }, { token });
    expect((await h.api.get('/optional/list', {}, { token })).body.message).toHaveLength(2);
    expect((await h.api.get('/optional/list', {}, { token: other })).body.message).toEqual([]);
    const removed = await h.api.post('/optional/del', { symbol: 'ETH/USDT' }, { token });
    expect(removed.body.message.map((f: { symbol: string }) => f.symbol)).toEqual(['AAPL/USD']);
    // Removing what is not there changes nothing.
    expect((await h.api.post('/optional/del', { symbol: 'BTC/USDT' }, { token })).body.type).toBe('ok');
  });

  it('refuses unknown markets and strangers', async () => {
    const token = await signedIn();
    const unknown = await h.api.post('/optional/add', { symbol: 'NOPE/USDT' }, { token });
    expect(unknown.body).toMatchObject({ type: 'error', code: 'MARKET.UNKNOWN_SYMBOL' });
    const malformed = await h.api.post('/optional/add', { symbol: 'btc-usdt' }, { token });
    expect(malformed.body).toMatchObject({ code: 'SHARED.INVALID_PARAMS' });
    const stranger = await h.api.get('/optional/list');
    expect(stranger.body.type).toBe(999);
  });

  it('keeps exactly one row for 200 parallel adds of the same favourite', async () => {
    const token = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => h.api.post('/optional/add', { symbol: 'BTC/USDT' }, { token })),
    );
    expect(answers.every((answer) => answer.body.type === 'ok')).toBe(true);
    const list = (await h.api.get('/optional/list', {}, { token })).body.message;
    expect(list.map((f: { symbol: string }) => f.symbol)).toEqual(['BTC/USDT']);
  });

  it('suggests the most traded markets for search, at most 8, all listed, coins and shares in turn', async () => {
    const answer = await h.api.get('/currency/hot_search');
    expect(answer.body.type).toBe('ok');
    const hot: string[] = answer.body.message;
    expect(hot).toHaveLength(8);
    const quotes: { symbol: string; kind: string; volume: string; now_price: string }[] = (
      await h.api.get('/currency/quotation_new')
    ).body.message;
    const kindOf = new Map(quotes.map((q) => [q.symbol, q.kind]));
    expect(hot.map((symbol) => kindOf.get(symbol))).toEqual([
      'crypto',
      'stock',
      'crypto',
      'stock',
      'crypto',
      'stock',
      'crypto',
      'stock',
    ]);
    // Within a kind, the most traded first (turnover = volume × price).
    const mostTraded = (kind: string) =>
      quotes
        .filter((q) => q.kind === kind)
        .sort((a, b) => Number(b.volume) * Number(b.now_price) - Number(a.volume) * Number(a.now_price))
        .slice(0, 4)
        .map((q) => q.symbol);
    expect(hot.filter((symbol) => kindOf.get(symbol) === 'crypto')).toEqual(mostTraded('crypto'));
    expect(hot.filter((symbol) => kindOf.get(symbol) === 'stock')).toEqual(mostTraded('stock'));
  });
});
