import type { SpotOrderCodec } from '@tessera/contract';
import { Decimal, ORDER_SIDE_NUMBERS } from '@tessera/core';
import type * as t from 'io-ts';
import type { Selectable } from 'kysely';
import type { SpotOrdersTable } from '../../db/schema.js';

export type SpotOrderRow = Selectable<SpotOrdersTable>;
export type WireOrder = t.TypeOf<typeof SpotOrderCodec>;

/** An order row as it travels. */
export const wireOrder = (row: SpotOrderRow): WireOrder => {
  const filled = new Decimal(row.filled);
  const value = new Decimal(row.filled_value);
  return {
    id: row.id,
    symbol: row.symbol,
    type: ORDER_SIDE_NUMBERS[row.side],
    side: row.side,
    kind: row.kind,
    target_price: row.price === null ? null : new Decimal(row.price),
    amount: new Decimal(row.amount),
    deal_amount: filled,
    deal_money: value,
    // Eight places: a mean of fills at several prices need not end.
    avg_price: filled.isZero() ? null : value.div(filled).toDecimalPlaces(8),
    fee: new Decimal(row.fee),
    fee_currency: row.fee_asset,
    fee_discount: new Decimal(row.fee_discount),
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
};
