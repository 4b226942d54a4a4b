import { type Asset, type AssetNetwork, isWalletAccount, type WalletAccount } from '@tessera/core';
import { Paths } from '../../app/routes';

/**
 * The transfer page set to move `asset` into `to` (a product's "transfer in": mining buys from the
 * `mining` account, dual investment and IEO from `balance`).
 */
export const transferPath = (to: WalletAccount, asset: string): string =>
  `${Paths.transfer}?${new URLSearchParams({ to, asset }).toString()}`;

/** What a transfer page link asks for: the account to move into and the asset, when they are real ones. */
export const transferTargetOf = (
  search: URLSearchParams,
  assets: readonly Asset[],
): { readonly to?: WalletAccount; readonly asset?: Asset } => {
  const to = search.get('to') ?? '';
  const asset = assets.find((candidate) => candidate.symbol === search.get('asset'));
  return { ...(isWalletAccount(to) ? { to } : {}), ...(asset === undefined ? {} : { asset }) };
};

/** The withdrawal page for one coin (`coin` = coin id: an asset on one network), as the select page links it. */
export const withdrawPath = (coinId: number): string => `${Paths.withdraw}?coin=${coinId}`;

/** One asset's records (`coin` = the asset's id, `currency_id`). */
export const assetRecordsPath = (assetId: number): string => `${Paths.assetRecords}?coin=${assetId}`;
/** The deposit page for one coin, as the select page links it. */
export const receivePath = (coinId: number): string => `${Paths.receive}?coin=${coinId}`;

/** A positive whole number from a query parameter (an id), or undefined when it is not one. */
export const idParam = (value: string | null): number | undefined =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/** What the select page was opened for: a deposit (the default) or a withdrawal. */
export type SelectPurpose = 'deposit' | 'withdraw';

/** `?for=withdraw` opens the select page for a withdrawal; anything else is a deposit. */
export const selectPurposeOf = (search: URLSearchParams): SelectPurpose =>
  search.get('for') === 'withdraw' ? 'withdraw' : 'deposit';

/** The select page opened for `purpose`. */
export const selectPath = (purpose: SelectPurpose): string =>
  purpose === 'withdraw' ? `${Paths.deposit}?for=withdraw` : Paths.deposit;

/** Where choosing a coin on the select page leads: its receive or its withdraw page. */
export const coinPath = (purpose: SelectPurpose, coinId: number): string =>
  purpose === 'withdraw' ? withdrawPath(coinId) : receivePath(coinId);

/** The asset a coin belongs to, with that network; undefined for a coin the exchange does not list. */
export const findCoin = (
  assets: readonly Asset[],
  coinId: number,
): { readonly asset: Asset; readonly network: AssetNetwork } | undefined => {
  for (const asset of assets) {
    const network = asset.networks.find((candidate) => candidate.coinId === coinId);
    if (network !== undefined) return { asset, network };
  }
  return undefined;
};
