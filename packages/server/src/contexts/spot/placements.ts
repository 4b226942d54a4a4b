import { contract, type ParamsOf } from '@tessera/contract';
import {
  type Decimal,
  type OrderDraft,
  type OrderKind,
  type OrderSide,
  orderFreeze,
  type SpotMarket,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import type { Clock } from '../../shared/clock.js';
import { fingerprintOf, firstAnswer } from '../../shared/idempotency.js';
import { type Outcome, ok, reject } from '../handler.js';
import { accountKey, balanceAccount } from '../wallet/index.js';
import { type SpotOrderRow, type WireOrder, wireOrder } from './orders.js';

/** One user's checked order, as its request asked for it. */
export interface Placement {
  readonly userId: number;
  /** The request's Idempotency-Key; null: none. */
  readonly key: string | null;
  readonly params: ParamsOf<typeof contract.placeOrder>;
  readonly market: SpotMarket;
  readonly draft: OrderDraft;
  /** What a market buy's freeze is valued at. */
  readonly referencePrice: Decimal;
  /** A fee-discount coupon, checked, spent with the order; absent: none. */
  readonly coupon?: { readonly id: number; readonly rate: Decimal };
}

/**
 * A placement's result: the row this process just wrote, or the first answer of a repeated key
 * (whose order was written, and matched, by the first request).
 */
export type Placed = { readonly written: SpotOrderRow } | { readonly repeat: WireOrder };

/** The most placements written in one transaction. */
const MAX_BATCH = 32;

interface Waiting {
  readonly placement: Placement;
  readonly resolve: (placed: Outcome<Placed>) => void;
  readonly reject: (error: unknown) => void;
}

/** A placement as `spot_place_orders` takes it (migrations 0011, 0033). */
interface Item {
  readonly user_id: number;
  readonly key: string | null;
  /** The placement's fingerprint, for the key's first answer; empty without a key. */
  readonly fingerprint: string;
  /** The answer its key keeps, encoded as stored, with `id` 0 until the row is written. */
  readonly answer: unknown;
  readonly symbol: string;
  readonly side: OrderSide;
  readonly kind: OrderKind;
  readonly price: string | null;
  readonly amount: string;
  readonly fee_asset: string;
  readonly frozen_asset: string;
  readonly frozen: string;
  /** The key of the account its funds are frozen in. */
  readonly account: string;
  /** The coupon it spends (null: none) and the share of its fees that waives. */
  readonly coupon_id: number | null;
  readonly fee_discount: string;
}

/**
 * The row a placement writes, as the database holds it once written: the item's values, nothing
 * filled yet, open. Every column is named here (the row's type says which), so the answer needs
 * no read back.
 */
const rowOf = (item: Item, id: number, at: Date): SpotOrderRow => ({
  id,
  user_id: item.user_id,
  symbol: item.symbol,
  side: item.side,
  kind: item.kind,
  price: item.price,
  amount: item.amount,
  filled: '0',
  filled_value: '0',
  fee: '0',
  fee_asset: item.fee_asset,
  frozen_asset: item.frozen_asset,
  frozen: item.frozen,
  status: 'open',
  created_at: at,
  updated_at: at,
  coupon_id: item.coupon_id,
  fee_discount: item.fee_discount,
});

const itemOf = (placement: Placement, at: Date): Item => {
  const { userId, market, draft, key } = placement;
  const freeze = orderFreeze(draft, market, placement.referencePrice);
  const item: Item = {
    user_id: userId,
    key,
    fingerprint: key === null ? '' : fingerprintOf(contract.placeOrder, placement.params),
    answer: null,
    symbol: draft.symbol,
    side: draft.side,
    kind: draft.kind,
    price: draft.price?.toFixed() ?? null,
    amount: draft.amount.toFixed(),
    fee_asset: draft.side === 'buy' ? market.base : market.quote,
    frozen_asset: freeze.asset,
    frozen: freeze.amount.toFixed(),
    account: accountKey(balanceAccount(userId, freeze.asset)),
    coupon_id: placement.coupon?.id ?? null,
    fee_discount: placement.coupon?.rate.toFixed() ?? '0',
  };
  return key === null
    ? item
    : { ...item, answer: contract.placeOrder.result.encode(wireOrder(rowOf(item, 0, at))) };
};

/** What a group's statement did with one placement. */
interface Written {
  readonly outcome: BatchRow['outcome'] | undefined;
  readonly order: SpotOrderRow | undefined;
  /** The placement's fingerprint, for the key's first answer; empty without a key. */
  readonly fingerprint: string;
}

/** One answer of `spot_place_orders` (migration 0033). */
interface BatchRow {
  readonly item_no: number;
  /** `coupon`: its coupon was spent (or expired) before; nothing was written. */
  readonly outcome: 'placed' | 'repeat' | 'short' | 'coupon';
  readonly order_id: number | string | null;
}

/**
 * Writes placements in groups: the placements that arrive while one group is being written go
 * together into the next, as one statement however many they are (a group
 * commit). Alone, a placement is written at once. Each is answered as if it had been written by
 * itself: a group holds no placement back from another's refusal, and a group that fails is
 * written again one placement at a time, so only the failing one fails.
 */
export class PlacementWriter {
  #waiting: Waiting[] = [];
  #writing = false;

  constructor(private readonly deps: { readonly db: Kysely<Database>; readonly clock: Clock }) {}

  place(placement: Placement): Promise<Outcome<Placed>> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ placement, resolve, reject });
      if (this.#writing) return;
      this.#writing = true;
      // The placements of this turn of the event loop go in the first group.
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, MAX_BATCH);
      try {
        const written = await this.#write(group.map((waiting) => waiting.placement));
        group.forEach((waiting, i) => {
          this.#answer(waiting, written[i]);
        });
      } catch (error) {
        if (group.length === 1) (group[0] as Waiting).reject(error);
        else for (const waiting of group) await this.#writeAlone(waiting);
      }
    }
    this.#writing = false;
  }

  async #writeAlone(waiting: Waiting): Promise<void> {
    try {
      this.#answer(waiting, (await this.#write([waiting.placement]))[0]);
    } catch (error) {
      waiting.reject(error);
    }
  }

  /** Answers a placement from what its group wrote (committed: nothing here writes again). */
  #answer(waiting: Waiting, written: Written | undefined): void {
    const { placement } = waiting;
    const { key } = placement;
    if (written?.outcome === 'placed' && written.order !== undefined)
      waiting.resolve(ok({ written: written.order }));
    else if (written?.outcome === 'short') waiting.resolve(reject('WALLET.INSUFFICIENT_BALANCE'));
    else if (written?.outcome === 'coupon') waiting.resolve(reject('COUPON.USED'));
    else if (written?.outcome === 'repeat' && key !== null)
      firstAnswer(
        this.deps.db,
        { endpoint: contract.placeOrder, userId: placement.userId },
        key,
        written.fingerprint,
      )
        .then((first) => waiting.resolve(E.isLeft(first) ? first : ok({ repeat: first.right })))
        .catch(waiting.reject);
    else waiting.reject(new Error('spot_place_orders answered nothing sensible for a placement'));
  }

  /**
   * Writes a group in one statement (one transaction however many placements) and answers what
   * became of each, in order.
   */
  async #write(group: readonly Placement[]): Promise<Written[]> {
    const at = this.deps.clock.now();
    const items = group.map((placement) => itemOf(placement, at));
    const { rows } = await withRetries(() =>
      sql<BatchRow>`
        select item_no, outcome, order_id from spot_place_orders(${JSON.stringify(items)}::jsonb, ${at}::timestamptz)
      `.execute(this.deps.db),
    );
    return items.map((item, i): Written => {
      const row = rows.find((candidate) => candidate.item_no === i + 1);
      return {
        outcome: row?.outcome,
        order: row?.order_id == null ? undefined : rowOf(item, Number(row.order_id), at),
        fingerprint: item.fingerprint,
      };
    });
  }
}
