import { describe, expect, it } from 'vitest';
import { klineRoom, marketRoom, RoomCodec, roomSymbolOf, userRoom } from './realtime.js';

describe('RoomCodec', () => {
  it('accepts the tickers room, chart rooms and market rooms of well-formed symbols', () => {
    for (const room of ['tickers', klineRoom('BTC/USDT', '1m'), marketRoom('BTC/USDT')])
      expect(RoomCodec.is(room)).toBe(true);
  });

  it('refuses private rooms, unknown kinds, malformed symbols and trailing parts', () => {
    for (const room of [
      userRoom(1),
      'market:',
      'market:btc/usdt',
      'market:BTC/USDT:1m',
      'kline:BTC/USDT',
      'kline:BTC/USDT:2m',
      'depth:BTC/USDT',
      42,
    ])
      expect(RoomCodec.is(room)).toBe(false);
  });
});

describe('roomSymbolOf', () => {
  it('names the market of a chart or market room, and nothing for other rooms', () => {
    expect(roomSymbolOf(klineRoom('ETH/USDT', '1h'))).toBe('ETH/USDT');
    expect(roomSymbolOf(marketRoom('ETH/USDT'))).toBe('ETH/USDT');
    expect(roomSymbolOf('tickers')).toBeUndefined();
  });
});
