import type { Language } from '@tessera/core';
import { Paths } from '../../app/routes';
import { idParam } from '../wallet/links';

/**
 * The spec names copy trading's pages twice: under `copytrade` (the product's own pages, which
 * Home links to) and under `follow` (the pages a follow goes through). A trader's page opened from
 * either list stays in that list's group, so "back" returns where the user came from.
 */
export type CopyGroup = 'copytrade' | 'follow';

/** The group a route's path belongs to: `follow` for `/pages/follow/…`, else `copytrade`. */
export const groupOf = (path: string): CopyGroup =>
  path.toLowerCase().startsWith('/pages/follow/') ? 'follow' : 'copytrade';

/** One trader's page (`?id=` their user id) in `group`. */
export const traderPath = (traderUserId: number, group: CopyGroup = 'copytrade'): string =>
  `${group === 'follow' ? Paths.followTrader : Paths.copyTrader}?id=${traderUserId}`;

/** The follow sheet for one trader. */
export const followPath = (traderUserId: number): string => `${Paths.follow}?id=${traderUserId}`;

/**
 * The follow agreement's page for the app's language: the spec has a Chinese one and an English
 * one, so Chinese readers (simplified and traditional) get `agreement_zh`, everyone else
 * `agreement_en`; both show the agreement in the app's language.
 */
export const agreementPath = (language: Language): string =>
  language === 'zh' || language === 'hk' ? Paths.followAgreementZh : Paths.followAgreementEn;

/** Which copies My copy trading lists: those mirroring now, or the rest (closed, self-held, skipped). */
export type CopiesView = 'current' | 'history';

/** What My copy trading shows: the copies' view, and one trader's copies only when `trader` is set. */
export interface MyCopiesFilter {
  readonly view: CopiesView;
  readonly trader: number | undefined;
}

/** The query of My copy trading on a view and a trader; the current copies of every trader need none. */
export const myCopiesQuery = ({ view, trader }: MyCopiesFilter): Readonly<Record<string, string>> => ({
  ...(view === 'history' ? { view: 'history' } : {}),
  ...(trader === undefined ? {} : { trader: String(trader) }),
});

/** My copy trading on a view and a trader. */
export const myCopiesPath = (filter: MyCopiesFilter): string => {
  const search = new URLSearchParams(myCopiesQuery(filter)).toString();
  return search === '' ? Paths.myCopyTrading : `${Paths.myCopyTrading}?${search}`;
};

/** The filter `?view=` and `?trader=` name; anything else is the current copies of every trader. */
export const myCopiesFilterOf = (params: URLSearchParams): MyCopiesFilter => ({
  view: params.get('view') === 'history' ? 'history' : 'current',
  trader: idParam(params.get('trader')),
});
