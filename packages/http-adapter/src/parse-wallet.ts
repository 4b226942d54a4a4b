import type {
  AssetCodec,
  Contract,
  ConversionQuoteCodec,
  DepositAddressCodec,
  DepositCodec,
  LedgerRecordCodec,
  ResultOf,
  TransferRecordCodec,
  WalletOverviewCodec,
  WithdrawalCodec,
  WithdrawalInfoCodec,
} from '@tessera/contract';
import type {
  Asset,
  ConversionQuote,
  Convertible,
  Decimal,
  Deposit,
  DepositAddress,
  LedgerRecord,
  Network,
  TransferRecord,
  WalletOverview,
  Withdrawal,
  WithdrawalInfo,
} from '@tessera/core';
import { Networks } from '@tessera/core';
import type * as t from 'io-ts';

const isNetwork = (value: string): value is Network => (Networks as readonly string[]).includes(value);

/**
 * `/wallet/list` → WalletOverview.
 * Sample: `{ fiat: { currency_code: 'EUR', rate: '0.86' }, total_usdt: '150.5', total: '129.43',
 * accounts: [{ account: 'balance', total_usdt: '150.5', total: '129.43', balances: [{ account:
 * 'balance', currency: 'USDT', currency_id: 3, available: '150.5', frozen: '0', value_usdt: '150.5',
 * value: '129.43' }, …] }, …] }`
 */
export const parseWalletOverview = (wire: t.TypeOf<typeof WalletOverviewCodec>): WalletOverview => ({
  fiat: wire.fiat.currency_code,
  totalUsdt: wire.total_usdt,
  total: wire.total,
  accounts: wire.accounts.map((account) => ({
    account: account.account,
    totalUsdt: account.total_usdt,
    total: account.total,
    balances: account.balances.map((balance) => ({
      account: balance.account,
      asset: balance.currency,
      assetId: balance.currency_id,
      available: balance.available,
      frozen: balance.frozen,
      valueUsdt: balance.value_usdt,
      value: balance.value,
    })),
  })),
});

/**
 * `/currency/user_currency_list` item → Asset; networks the app does not know are left out.
 * Sample: `{ id: 3, currency: 'USDT', precision: 6, networks: [{ coin_id: 3, network: 'ERC20',
 * enabled: true, withdraw_min: '10', withdraw_fee: '5' }] }`
 */
export const parseAsset = (wire: t.TypeOf<typeof AssetCodec>): Asset => ({
  id: wire.id,
  symbol: wire.currency,
  precision: wire.precision,
  networks: wire.networks.flatMap((network) =>
    isNetwork(network.network)
      ? [
          {
            coinId: network.coin_id,
            network: network.network,
            enabled: network.enabled,
            withdrawMinimum: network.withdraw_min,
            withdrawFee: network.withdraw_fee,
          },
        ]
      : [],
  ),
});

/** Sample: `{ id: 4, currency: 'USDT', number: '5', from_field: 'futures', to_field: 'mining', created_at: '…' }` */
export const parseTransferRecord = (wire: t.TypeOf<typeof TransferRecordCodec>): TransferRecord => ({
  id: wire.id,
  asset: wire.currency,
  amount: wire.number,
  from: wire.from_field,
  to: wire.to_field,
  createdAt: wire.created_at,
});

/** Sample: `{ limit_btc: '200', remaining_btc: '150', held_until: null, pay_password_set: true, bank_withdrawals: true, two_factor: false }` */
export const parseWithdrawalInfo = (wire: t.TypeOf<typeof WithdrawalInfoCodec>): WithdrawalInfo => ({
  limitBtc: wire.limit_btc,
  remainingBtc: wire.remaining_btc,
  heldUntil: wire.held_until,
  payPasswordSet: wire.pay_password_set,
  bankWithdrawals: wire.bank_withdrawals,
  twoFactor: wire.two_factor,
});

/** See `WithdrawalCodec` for a sample. */
export const parseWithdrawal = (wire: t.TypeOf<typeof WithdrawalCodec>): Withdrawal => ({
  id: wire.id,
  asset: wire.currency,
  network: wire.network,
  amount: wire.number,
  fee: wire.fee,
  receive: wire.receive,
  to: wire.address,
  bank: wire.bank,
  state: wire.state,
  reason: wire.reason,
  reference: wire.reference,
  createdAt: wire.created_at,
  decidedAt: wire.decided_at,
});

/** Sample: `{ coin_id: 3, currency: 'USDT', network: 'ERC20', address: '0x…' }` */
export const parseDepositAddress = (wire: t.TypeOf<typeof DepositAddressCodec>): DepositAddress => ({
  coinId: wire.coin_id,
  asset: wire.currency,
  network: wire.network,
  address: wire.address,
});

/** See `DepositCodec` for a sample. */
export const parseDeposit = (wire: t.TypeOf<typeof DepositCodec>): Deposit => ({
  id: wire.id,
  asset: wire.currency,
  network: wire.network,
  amount: wire.number,
  source: wire.source,
  reference: wire.reference,
  state: wire.state,
  reason: wire.reason,
  createdAt: wire.created_at,
});

/** Sample: `{ id: 12, currency: 'USDT', account: 'balance', amount: '-40', reason: 'transfer', created_at: '…' }` */
export const parseLedgerRecord = (wire: t.TypeOf<typeof LedgerRecordCodec>): LedgerRecord => ({
  id: wire.id,
  asset: wire.currency,
  account: wire.account,
  amount: wire.amount,
  reason: wire.reason,
  createdAt: wire.created_at,
});

/** Sample: `{ from_currency: 'USDT', to_currency: 'BTC', number: '500', fee: '1', fee_rate: '0.002', receive: '0.0078', from_price: '1', to_price: '64000' }` */
export const parseConversionQuote = (wire: t.TypeOf<typeof ConversionQuoteCodec>): ConversionQuote => ({
  from: wire.from_currency,
  to: wire.to_currency,
  amount: wire.number,
  fee: wire.fee,
  feeRate: wire.fee_rate,
  receive: wire.receive,
  fromPrice: wire.from_price,
  toPrice: wire.to_price,
});

/** Sample: `{ fee_rate: '0.002', currencies: [{ id: 3, currency: 'USDT', precision: 6, price_usdt: '1' }] }` */
export const parseConvertibles = (
  wire: ResultOf<Contract['convertibles']>,
): { feeRate: Decimal; assets: Convertible[] } => ({
  feeRate: wire.fee_rate,
  assets: wire.currencies.map((c) => ({
    id: c.id,
    asset: c.currency,
    precision: c.precision,
    priceUsdt: c.price_usdt,
  })),
});
