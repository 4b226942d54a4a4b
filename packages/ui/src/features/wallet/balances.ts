import {
  type Asset,
  type AssetNetwork,
  Decimal,
  type ValidationError,
  type WalletAccount,
  type WalletOverview,
} from '@tessera/core';

const ZERO = new Decimal(0);

/** What can be spent now of asset `assetId` in `account`; nothing when the overview has no such row. */
export const availableIn = (overview: WalletOverview, account: WalletAccount, assetId: number): Decimal =>
  overview.accounts
    .find((candidate) => candidate.account === account)
    ?.balances.find((balance) => balance.assetId === assetId)?.available ?? ZERO;

/**
 * What can be spent now of the asset named `symbol` in `account`, for terms that name their asset
 * by symbol (an IEO project's pay asset); nothing when the overview has no such row.
 */
export const availableBySymbol = (
  overview: WalletOverview,
  account: WalletAccount,
  symbol: string,
): Decimal =>
  overview.accounts
    .find((candidate) => candidate.account === account)
    ?.balances.find((balance) => balance.asset === symbol)?.available ?? ZERO;

/**
 * Whether a purchase form should offer the way to bring money in (a deposit, a transfer): the
 * account holds less than the least that can be bought (a plan's minimum, one share), or less than
 * what was typed (core's rule said so with `WALLET.INSUFFICIENT_BALANCE`).
 */
export const needsMoreFunds = (
  available: Decimal,
  least: Decimal,
  typedError: ValidationError | undefined,
): boolean => available.lessThan(least) || typedError?.code === 'WALLET.INSUFFICIENT_BALANCE';

/** Spec §5: no amount has more decimals than this (after a leading 0). */
const MOST_DECIMALS = 20;

/**
 * The decimals an asset's amounts have, by its symbol (records name assets by symbol); an asset
 * the list does not know (yet) shows every decimal an amount can have.
 */
export const precisionOf = (assets: readonly Asset[], symbol: string): number =>
  assets.find((asset) => asset.symbol === symbol)?.precision ?? MOST_DECIMALS;

export interface Coin {
  readonly asset: Asset;
  readonly network: AssetNetwork;
}

/** The asset a coin (an asset on one network, what withdrawals name) belongs to, with that network. */
export const findCoin = (assets: readonly Asset[], coinId: number | undefined): Coin | undefined => {
  for (const asset of assets) {
    const network = asset.networks.find((candidate) => candidate.coinId === coinId);
    if (network !== undefined) return { asset, network };
  }
  return undefined;
};

/** The coin to start a withdrawal of `asset` with: its first open network, else its first. */
export const firstCoinOf = (asset: Asset): Coin | undefined => {
  const network = asset.networks.find((candidate) => candidate.enabled) ?? asset.networks[0];
  return network === undefined ? undefined : { asset, network };
};

/** The assets that can be withdrawn at all: those with a network. */
export const withdrawableAssets = (assets: readonly Asset[]): readonly Asset[] =>
  assets.filter((asset) => asset.networks.length > 0);
