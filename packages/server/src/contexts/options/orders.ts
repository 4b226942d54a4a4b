import { Decimal, OPTION_DIRECTION_NUMBERS } from '@tessera/core';
import type { Selectable } from 'kysely';
import type { OptionOrdersTable } from '../../db/schema.js';
import { wireRecordedPrice } from '../market/index.js';

export type OptionOrderRow = Selectable<OptionOrdersTable>;

/** An order row as `/microtrade/*` answer it. */
export const wireOptionOrder = (row: OptionOrderRow) => ({
  id: Number(row.id),
  symbol: row.symbol,
  type: OPTION_DIRECTION_NUMBERS[row.direction],
  direction: row.direction,
  currency: row.asset,
  number: new Decimal(row.stake),
  seconds: row.seconds,
  payout_rate: new Decimal(row.payout_rate),
  open: wireRecordedPrice(row.open_tick_id, row.open_price, row.open_tick_at),
  opened_at: row.opened_at.toISOString(),
  closes_at: row.closes_at.toISOString(),
  state: row.state,
  settlement:
    row.close_tick_id === null ||
    row.close_price === null ||
    row.close_tick_at === null ||
    row.outcome === null ||
    row.payout === null ||
    row.calculator_version === null ||
    row.settled_at === null
      ? null
      : {
          close: wireRecordedPrice(row.close_tick_id, row.close_price, row.close_tick_at),
          outcome: row.outcome,
          payout: new Decimal(row.payout),
          calculator_version: row.calculator_version,
          settled_at: row.settled_at.toISOString(),
        },
});
