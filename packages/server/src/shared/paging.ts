import { DEFAULT_PAGE_SIZE } from '@tessera/core';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** No page is longer than this, whatever `limit` asks for: lists are screens, not exports. */
export const MAX_LIMIT = 50;

export interface PageRequest {
  readonly page: number;
  readonly limit: number;
  readonly offset: number;
}

/**
 * The page a list call asks for (spec §7: `page` from 1, `limit` default 10, at most 50), or
 * undefined when `page` or `limit` is below 1.
 */
export const pageRequest = (params: {
  readonly page?: number;
  readonly limit?: number;
}): PageRequest | undefined => {
  const page = params.page ?? 1;
  const requested = params.limit ?? DEFAULT_PAGE_SIZE;
  if (page < 1 || requested < 1) return undefined;
  const limit = Math.min(requested, MAX_LIMIT);
  return { page, limit, offset: (page - 1) * limit };
};

/** A page as it travels: `{ data, current_page, last_page, per_page, total }`. */
export const pageAnswer = <T>(data: T[], request: PageRequest, total: number | string) => {
  const count = Number(total);
  return {
    data,
    current_page: request.page,
    last_page: Math.max(1, Math.ceil(count / request.limit)),
    per_page: request.limit,
    total: count,
  };
};

/** Tables whose rows a user lists newest first by their `id`. */
type ListedTable =
  | 'transfers'
  | 'deposits'
  | 'withdrawals'
  | 'spot_orders'
  | 'option_orders'
  | 'futures_positions'
  | 'mining_orders'
  | 'dual_orders'
  | 'ieo_subscriptions'
  | 'quick_buy_orders'
  | 'loans'
  | 'guess_bets'
  | 'copies'
  | 'nft_bids'
  | 'nft_messages'
  | 'system_messages';

/**
 * One page of the rows `query` selects, newest first, and how many there are in all: what every
 * "my transfers / deposits / withdrawals / orders" list answers.
 */
export const newestFirst = async <T extends ListedTable>(
  query: SelectQueryBuilder<Database, T, object>,
  request: PageRequest,
) => {
  const { total } = await query
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy(sql.ref('id'), 'desc')
    .limit(request.limit)
    .offset(request.offset)
    .execute();
  return { rows, total };
};
