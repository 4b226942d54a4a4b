import { Decimal, type FuturesMarket, futuresLiquidationPrice, futuresOvernightFee } from '@tessera/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withRetries } from '../../db/transaction.js';
import { postJournal } from '../wallet/index.js';
import type { PositionRow } from './positions.js';
import { frozenFeePostings } from './postings.js';

/** Overnight fees are charged once a day, at 00:00 UTC, on every position open at that instant. */
export const NIGHT_MS = 86_400_000;

/** The first charging time strictly after `at`. */
export const firstNightAfter = (at: Date): Date =>
  new Date((Math.floor(at.getTime() / NIGHT_MS) + 1) * NIGHT_MS);

/** Positions charged per transaction (one journal and two statements each). */
const CHUNK = 1000;

interface Charge {
  readonly row: PositionRow;
  readonly market: FuturesMarket;
  readonly fee: Decimal;
  readonly margin: Decimal;
  readonly liquidation: Decimal | null;
}

/**
 * A position's fee for one night, by core's `futuresOvernightFee` at the rate it was opened under,
 * taken from its margin: the margin left is what the position risks from then on, so its
 * liquidation price (core's `futuresLiquidationPrice`) moves with it. A margin is never taken to
 * nothing: the fee stops one unit short of it.
 */
const chargeOf = (row: PositionRow, market: FuturesMarket): Charge | undefined => {
  const margin = new Decimal(row.margin);
  const unit = new Decimal(1).div(new Decimal(10).pow(market.marginDecimals));
  const fee = Decimal.min(
    futuresOvernightFee({
      margin,
      dailyRate: row.overnight_rate,
      nights: 1,
      decimals: market.marginDecimals,
    }),
    margin.minus(unit),
  );
  if (!fee.isPositive() || fee.isZero() || row.open_price === null) return undefined;
  const left = margin.minus(fee);
  return {
    row,
    market,
    fee,
    margin: left,
    liquidation: futuresLiquidationPrice({
      side: row.side,
      openPrice: row.open_price,
      margin: left,
      lots: row.lots,
      lotSize: row.lot_size,
      maintenanceRate: row.maintenance_rate,
    }),
  };
};

/** One chunk's fees: one journal, one row per (position, night), the positions' margins and liquidation prices. */
const writeCharges = async (
  trx: Transaction<Database>,
  night: Date,
  now: Date,
  charges: readonly Charge[],
): Promise<PositionRow[]> => {
  const journalId = await postJournal(
    trx,
    {
      reason: 'futures_overnight',
      ref: { type: 'futures_overnight', id: night.toISOString() },
      user: null,
      postings: charges.flatMap((charge) => frozenFeePostings(charge.row.user_id, charge.market, charge.fee)),
    },
    now,
  );
  // The (position, night) key refuses a second charge of the same night: the chunk rolls back.
  await trx
    .insertInto('futures_overnight_fees')
    .values(
      charges.map((charge) => ({
        position_id: charge.row.id,
        night,
        margin_before: charge.row.margin,
        fee: charge.fee.toFixed(),
        journal_id: String(journalId),
      })),
    )
    .execute();
  const values = JSON.stringify(
    charges.map((charge) => ({
      id: charge.row.id,
      margin: charge.margin.toFixed(),
      fee: charge.fee.toFixed(),
      liquidation: charge.liquidation?.toFixed() ?? null,
    })),
  );
  const { rows } = await sql<PositionRow>`
    update futures_positions p set margin = v.margin, overnight_fees = p.overnight_fees + v.fee,
      liquidation_price = v.liquidation
    from jsonb_to_recordset(${values}::jsonb) as v(id bigint, margin numeric, fee numeric, liquidation numeric)
    where p.id = v.id and p.state = 'open'
    returning p.*`.execute(trx);
  if (rows.length !== charges.length)
    throw new Error(`overnight fees of ${night.toISOString()}: positions moved`);
  return rows;
};

/**
 * Charges the overnight fee of `night` to every position open at that instant and not yet charged
 * for it, in chunks, each one transaction; answers the positions as they now are.
 */
export const chargeNight = async (
  db: Kysely<Database>,
  options: {
    readonly night: Date;
    readonly now: Date;
    readonly markets: ReadonlyMap<string, FuturesMarket>;
    readonly fence: (trx: Transaction<Database>) => Promise<void>;
  },
): Promise<PositionRow[]> => {
  const { night } = options;
  const charged: PositionRow[] = [];
  let afterId = '0';
  for (;;) {
    const rows = await db
      .selectFrom('futures_positions as p')
      .selectAll('p')
      .where('p.state', '=', 'open')
      .where('p.opened_at', '<', night)
      .where('p.id', '>', afterId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('futures_overnight_fees as f')
              .select('f.night')
              .whereRef('f.position_id', '=', 'p.id')
              .where('f.night', '=', night),
          ),
        ),
      )
      .orderBy('p.id')
      .limit(CHUNK)
      .execute();
    const last = rows.at(-1);
    if (last === undefined) return charged;
    afterId = last.id;
    const charges = rows.flatMap((row) => {
      const market = options.markets.get(row.symbol);
      const charge = market === undefined ? undefined : chargeOf(row, market);
      return charge === undefined ? [] : [charge];
    });
    if (charges.length > 0)
      charged.push(
        ...(await withRetries(() =>
          db.transaction().execute(async (trx) => {
            await options.fence(trx);
            return writeCharges(trx, night, options.now, charges);
          }),
        )),
      );
    if (rows.length < CHUNK) return charged;
  }
};
