import type { QuoteCodec, UserInfoCodec } from '@tessera/contract';
import type { Quote, User } from '@tessera/core';
import type * as t from 'io-ts';

/**
 * `/user/info` → User.
 * Sample: `{ id: 7, username: null, email: 'a@b.co', mobile: null, nickname: 'ada', head_portrait: '',
 * signature: '', credit_score: 100, real_level: 0, invite_code: 'K3J9QX', vip_level: 0 }`
 */
export const parseUser = (wire: t.TypeOf<typeof UserInfoCodec>): User => ({
  id: wire.id,
  username: wire.username,
  email: wire.email,
  mobile: wire.mobile,
  nickname: wire.nickname,
  headPortrait: wire.head_portrait,
  signature: wire.signature,
  creditScore: wire.credit_score,
  verificationLevel: wire.real_level,
  inviteCode: wire.invite_code,
  vipLevel: wire.vip_level,
});

/**
 * A ticker → Quote.
 * Sample: `{ symbol: 'BTC/USDT', currency_name: 'BTC', legal_name: 'USDT', now_price: '64012.5',
 * change: '1.25', high: '64500', low: '62990.1', volume: '1843.2', updated_at: '2026-11-22T10:00:00Z' }`
 */
export const parseQuote = (wire: t.TypeOf<typeof QuoteCodec>): Quote => ({
  symbol: wire.symbol,
  base: wire.currency_name,
  quote: wire.legal_name,
  price: wire.now_price,
  changePercent: wire.change,
  high: wire.high,
  low: wire.low,
  volume: wire.volume,
  at: wire.updated_at,
});
