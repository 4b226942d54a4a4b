import { Decimal, type VipStanding } from '@tessera/core';
import type { Formats } from '../../i18n';

/**
 * What the VIP page says of the next level, as a message key and its parameters: nothing above
 * (the top of the table), a threshold already met that the next daily review will act on, or what
 * is left on each of the two roads (either one reaches it).
 */
export type NextLevelWords =
  | { readonly key: 'vip.top' }
  | { readonly key: 'vip.reached'; readonly params: { readonly level: string } }
  | {
      readonly key: 'vip.toNext';
      readonly params: { readonly level: string; readonly volume: string; readonly holdings: string };
    };

/**
 * The way to the level after the reviewed one from the volume and holdings as they are now, with
 * the amounts in the user's language (`format`).
 *
 * @example nextLevelWords({ volume30d: 100000, holdings: 20000, next: VIP 2 }, en)
 *   // { key: 'vip.toNext', params: { level: '2', volume: '400,000', holdings: '30,000' } }
 */
export const nextLevelWords = (
  standing: Pick<VipStanding, 'volume30d' | 'holdings' | 'next'>,
  format: Formats,
): NextLevelWords => {
  const { next } = standing;
  if (next === null) return { key: 'vip.top' };
  const level = String(next.level);
  const volume = Decimal.max(0, next.volume30d.minus(standing.volume30d));
  const holdings = Decimal.max(0, next.holdings.minus(standing.holdings));
  // Today's figures can pass a threshold the last review did not see: the level follows at the next.
  if (volume.isZero() || holdings.isZero()) return { key: 'vip.reached', params: { level } };
  return {
    key: 'vip.toNext',
    params: { level, volume: format.amount(volume), holdings: format.amount(holdings) },
  };
};
