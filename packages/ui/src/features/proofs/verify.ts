import {
  type ArchiveRecord,
  archiveHash,
  Decimal,
  type JsonObject,
  type JsonValue,
  recomputeSettlement,
  type TickRecord,
  tickHash,
} from '@tessera/core';

/** A price the record names by tick: which inputs hold its tick id and its price. */
export interface ClaimedTick {
  /** The i18n key of the price's name (e.g. `options.openPrice`). */
  readonly labelKey: string;
  readonly idField: string;
  readonly priceField: string;
}

/**
 * What the app says about one settled order, to check against the archive: the record that
 * settled it, the prices it names by tick, and what the order shows, by the record's field
 * (`result.payout`, `inputs.open_price`), as text.
 */
export interface SettlementClaim {
  readonly ref: string;
  readonly ticks: readonly ClaimedTick[];
  readonly shown: Readonly<Record<string, string>>;
}

/**
 * Which check found a difference: the record's own hash, an archived tick (its hash, or its price
 * against the record's), core's calculator on the record's inputs, or the order as the app shows it.
 */
export type CheckKind = 'hash' | 'tick' | 'result' | 'order';

/** One thing that is not what it should be: the record's value and the one it was checked against. */
export interface Discrepancy {
  readonly check: CheckKind;
  readonly field: string;
  readonly recorded: string;
  readonly found: string;
}

/** A price the verification used: the tick, as the tick archive holds it. */
export interface CheckedPrice {
  readonly labelKey: string;
  /** The record's input that holds the price (`open_price`). */
  readonly field: string;
  readonly tickId: number;
  readonly price: Decimal;
}

/** The figures a verification used, shown with its verdict. */
export interface Figures {
  readonly seq: number;
  readonly hash: string;
  readonly calculatorVersion: string;
  /** The record's inputs, for a product's own figures (e.g. an option's payout rate). */
  readonly inputs: JsonObject;
  readonly prices: readonly CheckedPrice[];
}

/**
 * A settled order checked in the browser: everything matches, something differs (and what), or
 * the record names a calculator this app does not know, so it cannot say.
 */
export type Verification =
  | { readonly verdict: 'matches'; readonly figures: Figures }
  | { readonly verdict: 'differs'; readonly figures: Figures; readonly differences: readonly Discrepancy[] }
  | { readonly verdict: 'unknown_calculator'; readonly figures: Figures };

/** A record's value as text: decimals and words as they are, anything else as JSON, absent as `—`. */
export const shownValue = (value: JsonValue | undefined): string =>
  value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/** Whether two values agree: decimals by value (`1.50` is `1.5`), anything else exactly. */
const agrees = (a: string, b: string): boolean => {
  if (a === b) return true;
  try {
    return new Decimal(a).eq(b);
  } catch {
    return false;
  }
};

/** `result.payout` → the record's `result.payout`; undefined when there is no such field. */
const fieldOf = (record: ArchiveRecord, path: string): JsonValue | undefined => {
  const [part, key] = path.split('.');
  if (key === undefined) return undefined;
  if (part === 'inputs') return record.inputs[key];
  if (part === 'result') return record.result[key];
  return undefined;
};

/** The tick ids a record names for a claim's prices (to fetch from the tick archive); none unreadable. */
export const claimedTickIds = (record: ArchiveRecord, claim: SettlementClaim): number[] =>
  claim.ticks
    .map((tick) => Number(record.inputs[tick.idField]))
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * Checks a sealed record without trusting the exchange: its hash recomputed from its fields, each
 * tick it names hashed again and its price compared with the record's, its result recomputed with
 * core's calculator from its inputs, and the record compared with what the app shows of the order.
 */
export const verifySettlement = async (
  record: ArchiveRecord,
  ticks: readonly TickRecord[],
  claim: SettlementClaim,
): Promise<Verification> => {
  const differences: Discrepancy[] = [];
  const { hash, ...fields } = record;
  const recomputedHash = await archiveHash(fields);
  if (recomputedHash !== hash)
    differences.push({ check: 'hash', field: 'hash', recorded: hash, found: recomputedHash });

  const prices: CheckedPrice[] = [];
  for (const claimed of claim.ticks) {
    const idText = shownValue(record.inputs[claimed.idField]);
    const priceText = shownValue(record.inputs[claimed.priceField]);
    const tick = ticks.find((archived) => String(archived.tickId) === idText);
    if (tick === undefined) {
      differences.push({ check: 'tick', field: `inputs.${claimed.idField}`, recorded: idText, found: '—' });
      continue;
    }
    prices.push({
      labelKey: claimed.labelKey,
      field: claimed.priceField,
      tickId: tick.tickId,
      price: tick.price,
    });
    const { hash: tickRecorded, ...tickFields } = tick;
    const tickRecomputed = await tickHash(tickFields);
    if (tickRecomputed !== tickRecorded)
      differences.push({
        check: 'tick',
        field: `tick #${tick.tickId}`,
        recorded: tickRecorded,
        found: tickRecomputed,
      });
    if (!agrees(priceText, tick.price.toFixed()))
      differences.push({
        check: 'tick',
        field: `inputs.${claimed.priceField}`,
        recorded: priceText,
        found: tick.price.toFixed(),
      });
  }

  const figures: Figures = {
    seq: record.seq,
    hash,
    calculatorVersion: record.calculatorVersion,
    inputs: record.inputs,
    prices,
  };
  const recomputed = await recomputeSettlement(record);
  if (recomputed.verdict === 'unknown_calculator') return { verdict: 'unknown_calculator', figures };
  if (recomputed.verdict === 'differs')
    for (const difference of recomputed.differences)
      differences.push({
        check: 'result',
        field: difference.field.startsWith('inputs.') ? difference.field : `result.${difference.field}`,
        recorded: shownValue(difference.recorded),
        found: shownValue(difference.recomputed),
      });

  for (const [field, shown] of Object.entries(claim.shown)) {
    const recorded = shownValue(fieldOf(record, field));
    if (!agrees(recorded, shown)) differences.push({ check: 'order', field, recorded, found: shown });
  }
  return differences.length === 0
    ? { verdict: 'matches', figures }
    : { verdict: 'differs', figures, differences };
};

/** A hash short enough for a line: its first and last characters. */
export const shortHash = (hash: string): string =>
  hash.length <= 16 ? hash : `${hash.slice(0, 8)}…${hash.slice(-8)}`;
