import type {
  BankCardCodec,
  Contract,
  DeviceSessionCodec,
  FavouriteCodec,
  InternationalBankCardCodec,
  KlineCodec,
  QuoteCodec,
  ResultOf,
  SiteConfigCodec,
  UserInfoCodec,
  VerificationStatusCodec,
  WalletAddressCodec,
} from '@tessera/contract';
import {
  type BankCard,
  type DeviceSession,
  type Favourite,
  type FiatRates,
  type InternationalBankCard,
  isFiatCode,
  type Kline,
  type LoginOutcome,
  type Page,
  type Quote,
  type SiteConfig,
  type User,
  type VerificationStatus,
  type WalletAddress,
} from '@tessera/core';
import type * as t from 'io-ts';

/**
 * `/user/info` → User.
 * Sample: `{ id: 7, username: null, email: 'a@b.co', mobile: null, nickname: 'ada', head_portrait: '',
 * signature: '', credit_score: 100, real_level: 0, invite_code: 'K3J9QX', vip_level: 0,
 * has_pay_password: false, withdrawals_held_until: null, has_anti_phishing_code: false }`
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
  hasPayPassword: wire.has_pay_password,
  withdrawalsHeldUntil: wire.withdrawals_held_until,
  hasAntiPhishingCode: wire.has_anti_phishing_code,
});

/**
 * A live session → DeviceSession.
 * Sample: `{ id: 42, browser: 'Chrome', os: 'Android', ip: '203.0.113.*',
 * created_at: '2026-11-22T10:00:00.000Z', last_used_at: '2026-11-23T08:01:00.000Z', current: true }`
 */
export const parseDeviceSession = (wire: t.TypeOf<typeof DeviceSessionCodec>): DeviceSession => ({
  id: wire.id,
  browser: wire.browser,
  os: wire.os,
  ip: wire.ip,
  createdAt: wire.created_at,
  lastUsedAt: wire.last_used_at,
  current: wire.current,
});

/**
 * A ticker → Quote.
 * Sample: `{ symbol: 'BTC/USDT', currency_name: 'BTC', legal_name: 'USDT', kind: 'crypto',
 * now_price: '64012.5', change: '1.25', high: '64500', low: '62990.1', volume: '1843.2',
 * updated_at: '2026-11-22T10:00:00Z' }`
 */
export const parseQuote = (wire: t.TypeOf<typeof QuoteCodec>): Quote => ({
  symbol: wire.symbol,
  base: wire.currency_name,
  quote: wire.legal_name,
  kind: wire.kind,
  price: wire.now_price,
  changePercent: wire.change,
  high: wire.high,
  low: wire.low,
  volume: wire.volume,
  at: wire.updated_at,
});

/**
 * A candle → Kline.
 * Sample: `{ symbol: 'BTC/USDT', period: '1m', open_time: '2026-11-22T10:00:00.000Z', open: '64000',
 * high: '64020.5', low: '63990', close: '64012.5', volume: '16.4012' }`
 */
export const parseKline = (wire: t.TypeOf<typeof KlineCodec>): Kline => ({
  symbol: wire.symbol,
  period: wire.period,
  openTime: wire.open_time,
  open: wire.open,
  high: wire.high,
  low: wire.low,
  close: wire.close,
  volume: wire.volume,
});

/** A favourite. Sample: `{ symbol: 'BTC/USDT', added_at: '2026-11-22T10:00:00.000Z' }` */
export const parseFavourite = (wire: t.TypeOf<typeof FavouriteCodec>): Favourite => ({
  symbol: wire.symbol,
  addedAt: wire.added_at,
});

/**
 * `/wallet/getRateCurrency` → FiatRates, by code; codes the app does not offer are left out.
 * Sample: `[{ currency_code: 'USD', rate: '1' }, { currency_code: 'EUR', rate: '0.86' }]`
 */
export const parseFiatRates = (wire: ResultOf<Contract['fiatRates']>): FiatRates =>
  Object.fromEntries(
    wire.filter(({ currency_code }) => isFiatCode(currency_code)).map((r) => [r.currency_code, r.rate]),
  );

/** A wire page → the domain's Page: `{ data, current_page, last_page, total }` → `{ items, page, lastPage, total }`. */
export const parsePage =
  <W, T>(parseItem: (wire: W) => T) =>
  (wire: { data: readonly W[]; current_page: number; last_page: number; total: number }): Page<T> => ({
    items: wire.data.map(parseItem),
    page: wire.current_page,
    lastPage: wire.last_page,
    total: wire.total,
  });

/**
 * `/user/wallet/list` item → WalletAddress.
 * Sample: `{ id: 3, currency: 'TRC20', name: 'Cold', address: 'TXYZ…', qrcode: 'upload:9f…',
 * created_at: '2026-11-22T10:00:00Z', usable_from: '2026-11-23T10:00:00Z' }`
 */
export const parseWalletAddress = (wire: t.TypeOf<typeof WalletAddressCodec>): WalletAddress => ({
  id: wire.id,
  network: wire.currency,
  name: wire.name,
  address: wire.address,
  qrcode: wire.qrcode,
  createdAt: wire.created_at,
  usableFrom: wire.usable_from,
});

/** Sample: `{ real_name: 'Ada Lovelace', bank_name: 'Bank of X', branch: 'Main', bank_account: '6222 0000 1111' }` */
export const parseBankCard = (wire: t.TypeOf<typeof BankCardCodec>): BankCard => ({
  realName: wire.real_name,
  bankName: wire.bank_name,
  branch: wire.branch,
  bankAccount: wire.bank_account,
});

export const bankCardWire = (card: BankCard): t.TypeOf<typeof BankCardCodec> => ({
  real_name: card.realName,
  bank_name: card.bankName,
  branch: card.branch,
  bank_account: card.bankAccount,
});

export const parseInternationalBankCard = (
  wire: t.TypeOf<typeof InternationalBankCardCodec>,
): InternationalBankCard => ({
  realName: wire.real_name,
  bankAccount: wire.bank_account,
  bankName: wire.bank_name,
  bankAddress: wire.bank_address,
  swiftCode: wire.swift_code,
  abaNumber: wire.aba_number,
  phone: wire.phone,
  cardholderAddress: wire.cardholder_address,
});

export const internationalBankCardWire = (
  card: InternationalBankCard,
): t.TypeOf<typeof InternationalBankCardCodec> => ({
  real_name: card.realName,
  bank_account: card.bankAccount,
  bank_name: card.bankName,
  bank_address: card.bankAddress,
  swift_code: card.swiftCode,
  aba_number: card.abaNumber,
  phone: card.phone,
  cardholder_address: card.cardholderAddress,
});

/** Sample: `{ level: 1, basic: { state: 'verified', reason: null }, advanced: { state: 'none', reason: null } }` */
export const parseVerificationStatus = (wire: t.TypeOf<typeof VerificationStatusCodec>): VerificationStatus =>
  wire;

/**
 * `/getSiteConfig` → SiteConfig.
 * Sample: `{ site_logo: '/logo.png', site_name: 'Tessera', down_logo: '/down.png', bank_wd_switch: true,
 * re_wd_default_assets: 'USDT', clock: 'simulated', now: '2026-11-23T10:00:00.000Z' }`
 */
export const parseSiteConfig = (wire: t.TypeOf<typeof SiteConfigCodec>): SiteConfig => ({
  siteName: wire.site_name,
  siteLogo: wire.site_logo,
  downLogo: wire.down_logo,
  bankWithdrawals: wire.bank_wd_switch,
  defaultWithdrawalAssets: wire.re_wd_default_assets,
  clock: wire.clock,
  now: wire.now,
});

/**
 * `/user/login`'s message: the token (`'Yx3…'`), or with two-factor authentication on a challenge
 * (`{ two_factor: true, challenge: 'Qm9…', expires_at: '2026-01-01T00:05:00.000Z' }`).
 */
export const parseLoginOutcome = (wire: string | { readonly challenge: string }): LoginOutcome =>
  typeof wire === 'string'
    ? { kind: 'signedIn', token: wire }
    : { kind: 'secondFactor', challenge: wire.challenge };
