import {
  ACCOUNT_TYPE_NUMBERS,
  DepositStates,
  FiatCodes,
  LedgerReasons,
  type WalletAccount,
  WalletAccounts,
  WithdrawalStates,
} from '@tessera/core';
import * as t from 'io-ts';
import { customSchemas, DecimalString, IntFromInput, IsoTime, oneOf, Text } from '../codecs.js';
import { endpoint, endpointGroup } from '../endpoint.js';
import { pageOf } from '../paging.js';

export const WalletAccountCodec = /* @__PURE__ */ oneOf(WalletAccounts, 'WalletAccount');

const accountOfNumber = (u: unknown): WalletAccount | undefined => {
  const text = typeof u === 'number' ? String(u) : u;
  return text === '1' || text === '2' || text === '3' || text === '4'
    ? ACCOUNT_TYPE_NUMBERS[text]
    : undefined;
};

/**
 * A wallet account in a request: its name, or the spec's account type number (1 legal and 2
 * change are the balance account, 3 lever futures, 4 micro options) that older clients send.
 */
export const WalletAccountInput = new t.Type<WalletAccount, WalletAccount, unknown>(
  'WalletAccountInput',
  WalletAccountCodec.is,
  (u, c) => {
    const account = WalletAccountCodec.is(u) ? u : accountOfNumber(u);
    return account === undefined ? t.failure(u, c) : t.success(account);
  },
  (account) => account,
);
customSchemas.set(WalletAccountInput, {
  description: 'A wallet account name, or a spec account type number (1, 2 balance; 3 futures; 4 options).',
  anyOf: [{ enum: [...WalletAccounts] }, { enum: [1, 2, 3, 4, '1', '2', '3', '4'] }],
});
export const FiatCodeCodec = /* @__PURE__ */ oneOf(FiatCodes, 'FiatCode');

/**
 * Amounts arrive as text and are read by core's amount rule and the asset's precision in the
 * handler, so that a wrong one gets the rule's own message ("at most 6 decimals"), not "parameter
 * error". A JSON number is refused: money never travels as a float.
 */
export const AmountText = Text;

const PageParams = /* @__PURE__ */ t.partial({ page: IntFromInput, limit: IntFromInput });

/**
 * One asset in one account. Sample: `{ account: 'balance', currency: 'USDT', currency_id: 3,
 * available: '120.5', frozen: '10', value_usdt: '130.5', value: '929.16' }` (`value` in the fiat
 * the call asked for).
 */
export const BalanceCodec = /* @__PURE__ */ t.type({
  account: WalletAccountCodec,
  currency: t.string,
  currency_id: t.number,
  available: DecimalString,
  frozen: DecimalString,
  value_usdt: DecimalString,
  value: DecimalString,
});

/** `/wallet/list`: every account with every asset in it, and the totals, in USDT and in the fiat. */
export const WalletOverviewCodec = /* @__PURE__ */ t.type({
  fiat: t.type({ currency_code: FiatCodeCodec, rate: DecimalString }),
  total_usdt: DecimalString,
  total: DecimalString,
  accounts: t.array(
    t.type({
      account: WalletAccountCodec,
      total_usdt: DecimalString,
      total: DecimalString,
      balances: t.array(BalanceCodec),
    }),
  ),
});

/** A network an asset can be deposited and withdrawn over: a coin of `/currency/list`. */
export const AssetNetworkCodec = /* @__PURE__ */ t.type({
  coin_id: t.number,
  network: t.string,
  enabled: t.boolean,
  withdraw_min: DecimalString,
  withdraw_fee: DecimalString,
});

/** An asset a wallet can hold. Sample: `{ id: 3, currency: 'USDT', precision: 6, networks: [...] }`. */
export const AssetCodec = /* @__PURE__ */ t.type({
  id: t.number,
  currency: t.string,
  precision: t.number,
  networks: t.array(AssetNetworkCodec),
});

export const TransferRecordCodec = /* @__PURE__ */ t.type({
  id: t.number,
  currency: t.string,
  number: DecimalString,
  from_field: WalletAccountCodec,
  to_field: WalletAccountCodec,
  created_at: IsoTime,
});

/** A balance row as operators and the audit see it. */
export const LedgerBalanceCodec = /* @__PURE__ */ t.type({
  account: WalletAccountCodec,
  currency: t.string,
  available: DecimalString,
  frozen: DecimalString,
});

/** What `/operator/audit` found: `ok` exactly when `violations` is empty. */
export const AuditCodec = /* @__PURE__ */ t.type({
  ok: t.boolean,
  violations: t.array(t.type({ rule: t.string, detail: t.string })),
  journals: t.number,
  entries: t.number,
  accounts: t.number,
});

export const WithdrawalStateCodec = /* @__PURE__ */ oneOf(WithdrawalStates, 'WithdrawalState');

/** Where a withdrawal goes: a saved address (`address_id`) or the saved bank card (`bank`). */
export const BankCardKindCodec = /* @__PURE__ */ oneOf(
  ['domestic', 'international'] as const,
  'BankCardKind',
);

/**
 * A withdrawal as its owner and operators see it. `receive` is `number - fee`. Sample:
 * `{ id: 7, currency: 'USDT', network: 'ERC20', number: '100', fee: '5', receive: '95',
 * destination: 'address', address: '0x…', bank: null, state: 'pending', reason: null,
 * reference: null, created_at: '…', decided_at: null }`
 */
export const WithdrawalCodec = /* @__PURE__ */ t.type({
  id: t.number,
  currency: t.string,
  network: t.union([t.string, t.null]),
  number: DecimalString,
  fee: DecimalString,
  receive: DecimalString,
  destination: oneOf(['address', 'bank'] as const, 'WithdrawalDestination'),
  address: t.union([t.string, t.null]),
  bank: t.union([BankCardKindCodec, t.null]),
  state: WithdrawalStateCodec,
  reason: t.union([t.string, t.null]),
  reference: t.union([t.string, t.null]),
  created_at: IsoTime,
  decided_at: t.union([IsoTime, t.null]),
});

/** What `/wallet/get_info` tells before a withdrawal: the limit left and what holds it back. */
export const WithdrawalInfoCodec = /* @__PURE__ */ t.type({
  /** The 24-hour limit of the user's verification level, in BTC (spec §6). */
  limit_btc: DecimalString,
  /** What is left of it now. */
  remaining_btc: DecimalString,
  /** Withdrawals are held until then after a credential change; null when they are not. */
  held_until: t.union([IsoTime, t.null]),
  pay_password_set: t.boolean,
  bank_withdrawals: t.boolean,
  /** Two-factor authentication is on: `/wallet/out` needs `totp_code` too. */
  two_factor: t.boolean,
});

/** A user's deposit address on one network (a simulated chain's, derived per user and coin). */
export const DepositAddressCodec = /* @__PURE__ */ t.type({
  coin_id: t.number,
  currency: t.string,
  network: t.string,
  address: t.string,
});

export const DepositStateCodec = /* @__PURE__ */ oneOf(DepositStates, 'DepositState');

/**
 * A deposit: seen on chain and confirmed by an operator (`source: 'chain'`, credited at once) or
 * asked for with a payment proof (`source: 'request'`, pending until an operator decides).
 */
export const DepositCodec = /* @__PURE__ */ t.type({
  id: t.number,
  currency: t.string,
  network: t.union([t.string, t.null]),
  number: DecimalString,
  source: oneOf(['chain', 'request'] as const, 'DepositSource'),
  reference: t.union([t.string, t.null]),
  /** The payment proof's URL: only its owner and operators can open it. */
  proof: t.union([t.string, t.null]),
  state: DepositStateCodec,
  reason: t.union([t.string, t.null]),
  created_at: IsoTime,
  decided_at: t.union([IsoTime, t.null]),
});

export const LedgerReasonCodec = /* @__PURE__ */ oneOf(LedgerReasons, 'LedgerReason');

/** One change of one balance (`/wallet/legal_log`): signed, positive credits the account. */
export const LedgerRecordCodec = /* @__PURE__ */ t.type({
  id: t.number,
  currency: t.string,
  account: WalletAccountCodec,
  amount: DecimalString,
  reason: LedgerReasonCodec,
  created_at: IsoTime,
});

/** An asset that can be converted, at the feed's price in USDT. */
export const ConvertibleCodec = /* @__PURE__ */ t.type({
  id: t.number,
  currency: t.string,
  precision: t.number,
  price_usdt: DecimalString,
});

const ConversionParams = /* @__PURE__ */ t.type({
  from_currency_id: IntFromInput,
  to_currency_id: IntFromInput,
  number: AmountText,
});

/** What a conversion costs and gives, at the prices it names. */
export const ConversionQuoteCodec = /* @__PURE__ */ t.type({
  from_currency: t.string,
  to_currency: t.string,
  number: DecimalString,
  fee: DecimalString,
  fee_rate: DecimalString,
  receive: DecimalString,
  from_price: DecimalString,
  to_price: DecimalString,
});

export const walletEndpoints = /* @__PURE__ */ endpointGroup(() => ({
  walletOverview: endpoint({
    method: 'POST',
    path: '/wallet/list',
    params: t.partial({ fiat: FiatCodeCodec }),
    result: WalletOverviewCodec,
    guard: 'user',
  }),
  walletDetail: endpoint({
    method: 'POST',
    path: '/wallet/detail',
    params: t.intersection([
      t.type({ currency_id: IntFromInput }),
      t.partial({ type: WalletAccountInput, fiat: FiatCodeCodec }),
    ]),
    result: BalanceCodec,
    guard: 'user',
  }),
  walletAssets: endpoint({
    method: 'GET',
    path: '/currency/user_currency_list',
    params: t.type({}),
    result: t.array(AssetCodec),
    guard: 'user',
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/wallet/change',
    params: t.type({
      currency_id: IntFromInput,
      number: AmountText,
      from_field: WalletAccountInput,
      to_field: WalletAccountInput,
    }),
    result: t.type({ id: t.number }),
    guard: 'user',
    idempotent: true,
  }),
  transfers: endpoint({
    method: 'GET',
    path: '/wallet/hzhistory',
    params: PageParams,
    result: pageOf(TransferRecordCodec),
    guard: 'user',
  }),
  withdrawalInfo: endpoint({
    method: 'POST',
    path: '/wallet/get_info',
    params: t.type({}),
    result: WithdrawalInfoCodec,
    guard: 'user',
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/wallet/out',
    params: t.intersection([
      t.type({ coin_id: IntFromInput, number: AmountText, payment_password: Text }),
      t.partial({ address_id: IntFromInput, bank: BankCardKindCodec, totp_code: Text }),
    ]),
    result: WithdrawalCodec,
    guard: 'user',
    verified: true,
    idempotent: true,
  }),
  withdrawals: endpoint({
    method: 'GET',
    path: '/user/withdraw/list',
    params: PageParams,
    result: pageOf(WithdrawalCodec),
    guard: 'user',
  }),
  operatorWithdrawals: endpoint({
    method: 'GET',
    path: '/operator/withdrawals',
    params: t.partial({ state: WithdrawalStateCodec }),
    result: t.array(t.intersection([WithdrawalCodec, t.type({ user_id: t.number, user: t.string })])),
    guard: 'operator',
  }),
  operatorCompleteWithdrawal: endpoint({
    method: 'POST',
    path: '/operator/withdrawals/complete',
    params: t.type({ id: IntFromInput, reference: Text }),
    result: WithdrawalCodec,
    guard: 'operator',
  }),
  operatorRejectWithdrawal: endpoint({
    method: 'POST',
    path: '/operator/withdrawals/reject',
    params: t.type({ id: IntFromInput, reason: Text }),
    result: WithdrawalCodec,
    guard: 'operator',
  }),
  depositAddress: endpoint({
    method: 'POST',
    path: '/wallet/get_in_address',
    params: t.type({ coin_id: IntFromInput }),
    result: DepositAddressCodec,
    guard: 'user',
  }),
  requestDeposit: endpoint({
    method: 'POST',
    path: '/wallet/charge_req',
    params: t.type({ coin_id: IntFromInput, amount: AmountText, proof: Text }),
    result: DepositCodec,
    guard: 'user',
    idempotent: true,
  }),
  deposits: endpoint({
    method: 'GET',
    path: '/recharge/log',
    params: PageParams,
    result: pageOf(DepositCodec),
    guard: 'user',
  }),
  records: endpoint({
    method: 'POST',
    path: '/wallet/legal_log',
    params: t.intersection([
      PageParams,
      t.partial({ type: LedgerReasonCodec, currency_id: IntFromInput, account: WalletAccountInput }),
    ]),
    result: pageOf(LedgerRecordCodec),
    guard: 'user',
  }),
  convertibles: endpoint({
    method: 'POST',
    path: '/user/getTransferList',
    params: t.type({}),
    result: t.type({ fee_rate: DecimalString, currencies: t.array(ConvertibleCodec) }),
    guard: 'user',
  }),
  conversionQuote: endpoint({
    method: 'POST',
    path: '/user/getTransferFee',
    params: ConversionParams,
    result: ConversionQuoteCodec,
    guard: 'user',
  }),
  convert: endpoint({
    method: 'POST',
    path: '/user/Transfer',
    params: t.intersection([ConversionParams, t.partial({ min_receive: AmountText })]),
    result: t.intersection([t.type({ id: t.number }), ConversionQuoteCodec]),
    guard: 'user',
    idempotent: true,
  }),
  operatorDeposits: endpoint({
    method: 'GET',
    path: '/operator/deposits',
    params: t.partial({ state: DepositStateCodec }),
    result: t.array(t.intersection([DepositCodec, t.type({ user_id: t.number, user: t.string })])),
    guard: 'operator',
  }),
  operatorApproveDeposit: endpoint({
    method: 'POST',
    path: '/operator/deposits/approve',
    params: t.type({ id: IntFromInput }),
    result: DepositCodec,
    guard: 'operator',
  }),
  operatorRejectDeposit: endpoint({
    method: 'POST',
    path: '/operator/deposits/reject',
    params: t.type({ id: IntFromInput, reason: Text }),
    result: DepositCodec,
    guard: 'operator',
  }),
  operatorConfirmDeposit: endpoint({
    method: 'POST',
    path: '/operator/deposits/confirm',
    params: t.type({ user: Text, currency: Text, amount: AmountText, reference: Text }),
    result: t.type({ id: t.number, credited: t.boolean }),
    guard: 'operator',
  }),
  operatorBalances: endpoint({
    method: 'GET',
    path: '/operator/balances',
    params: t.type({ user: Text }),
    result: t.array(LedgerBalanceCodec),
    guard: 'operator',
  }),
  operatorAudit: endpoint({
    method: 'GET',
    path: '/operator/audit',
    params: t.type({}),
    result: AuditCodec,
    guard: 'operator',
  }),
}));
