import type { Asset, AssetNetwork } from '@tessera/core';
import { Paths } from '../../app/routes';

/** What the select page was opened for: a deposit (the default) or a withdrawal. */
export type SelectPurpose = 'deposit' | 'withdraw';

/** `?for=withdraw` opens the select page for a withdrawal; anything else is a deposit. */
export const selectPurposeOf = (search: URLSearchParams): SelectPurpose =>
  search.get('for') === 'withdraw' ? 'withdraw' : 'deposit';

/** The select page opened for `purpose`. */
export const selectPath = (purpose: SelectPurpose): string =>
  purpose === 'withdraw' ? `${Paths.deposit}?for=withdraw` : Paths.deposit;

/** Where choosing a coin (an asset on one network) leads: its receive or its withdraw page. */
export const coinPath = (purpose: SelectPurpose, coinId: number): string =>
  `${purpose === 'withdraw' ? Paths.withdraw : Paths.receive}?coin=${coinId}`;

/** The coin a page was opened for (`?coin=<id>`): a positive whole number, else undefined. */
export const coinIdOf = (search: URLSearchParams): number | undefined => {
  const text = search.get('coin');
  return text !== null && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
};

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
