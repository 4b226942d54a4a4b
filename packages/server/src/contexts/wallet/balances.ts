import type { BalanceCodec } from '@tessera/contract';
import {
  DEFAULT_FIAT,
  Decimal,
  type FiatCode,
  valueInUsdt,
  type WalletAccount,
  WalletAccounts,
} from '@tessera/core';
import type * as t from 'io-ts';
import { type Handlers, ok, reject, withSession } from '../handler.js';
import type { ListedAsset } from './assets.js';
import type { WalletDeps } from './deps.js';

type BalanceRow = t.TypeOf<typeof BalanceCodec>;

/** Values are shown, not booked: two places, rounded down so a total never overstates. */
const shown = (value: Decimal): Decimal => value.toDecimalPlaces(2, Decimal.ROUND_DOWN);

const ZERO = new Decimal(0);

/** A user's stored balances by `<wallet>:<asset>`; accounts never credited are absent. */
const storedBalances = async (deps: WalletDeps, userId: number) => {
  const rows = await deps.db
    .selectFrom('ledger_accounts')
    .select(['wallet', 'asset', 'available', 'frozen'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [`${row.wallet}:${row.asset}`, row] as const));
};

/** One asset in one account, valued at the feed's price (an asset no market quotes is worth 0 here). */
const balanceOf = (
  deps: WalletDeps,
  stored: Awaited<ReturnType<typeof storedBalances>>,
  account: WalletAccount,
  asset: ListedAsset,
  rate: Decimal,
): BalanceRow => {
  const row = stored.get(`${account}:${asset.symbol}`);
  const available = row === undefined ? ZERO : new Decimal(row.available);
  const frozen = row === undefined ? ZERO : new Decimal(row.frozen);
  const valueUsdt = valueInUsdt({
    amount: available.plus(frozen),
    priceUsdt: deps.prices.priceInUsdt(asset.symbol) ?? ZERO,
  });
  return {
    account,
    currency: asset.symbol,
    currency_id: asset.id,
    available,
    frozen,
    value_usdt: shown(valueUsdt),
    value: shown(valueUsdt.times(rate)),
  };
};

const sum = (values: readonly Decimal[]): Decimal => values.reduce((total, value) => total.plus(value), ZERO);

/** Balances: every account's assets with their values, one asset's balance, the assets listed. */
export const createBalanceHandlers = (
  deps: WalletDeps,
): Pick<Handlers, 'walletOverview' | 'walletDetail' | 'walletAssets'> => ({
  walletOverview: withSession(async (params, _context, session) => {
    const fiat: FiatCode = params.fiat ?? DEFAULT_FIAT;
    const rate = await deps.fxRates.rateOf(fiat);
    const stored = await storedBalances(deps, session.userId);
    const accounts = WalletAccounts.map((account) => {
      const balances = deps.assets.list.map((asset) => balanceOf(deps, stored, account, asset, rate));
      return {
        account,
        total_usdt: sum(balances.map((balance) => balance.value_usdt)),
        total: sum(balances.map((balance) => balance.value)),
        balances,
      };
    });
    return ok({
      fiat: { currency_code: fiat, rate },
      total_usdt: sum(accounts.map((account) => account.total_usdt)),
      total: sum(accounts.map((account) => account.total)),
      accounts,
    });
  }),

  walletDetail: withSession(async (params, _context, session) => {
    const asset = deps.assets.byId(params.currency_id);
    if (asset === undefined) return reject('WALLET.UNKNOWN_ASSET');
    const stored = await storedBalances(deps, session.userId);
    const rate = await deps.fxRates.rateOf(params.fiat ?? DEFAULT_FIAT);
    return ok(balanceOf(deps, stored, params.type ?? 'balance', asset, rate));
  }),

  walletAssets: async () =>
    ok(
      deps.assets.list.map((asset) => ({
        id: asset.id,
        currency: asset.symbol,
        precision: asset.precision,
        networks: asset.networks.map((network) => ({
          coin_id: network.coinId,
          network: network.network,
          enabled: network.enabled,
          withdraw_min: network.withdrawMinimum,
          withdraw_fee: network.withdrawFee,
        })),
      })),
    ),
});
