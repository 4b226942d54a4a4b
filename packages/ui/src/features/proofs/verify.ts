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

/**
 * A price the record names by tick: which inputs hold its tick id and its price, by path within
 * the inputs (`close_tick_id`, or in a list `prices[asset=BTC].tick_id`; see `valueAt`).
 */
export interface ClaimedTick {
  /** The i18n key of the price's name (e.g. `options.openPrice`). */
  readonly labelKey: string;
  /** Its parameters, for a price of a list's element (e.g. `{ asset: 'BTC' }`). */
  readonly labelParams?: Readonly<Record<string, string>>;
  readonly idField: string;
  readonly priceField: string;
}

/**
 * What the app says about one settled order, to check against the archive: the record that
 * settled it, the prices it names by tick, and what the order shows, by the record's field
 * (`result.payout`, `inputs.open_price`; an element of a list by one of its fields,
 * `result.bets[id=12].payout`), as text.
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
  readonly labelParams?: Readonly<Record<string, string>>;
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

/** A JSON object: neither a list nor a scalar. */
const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One step of a path: a field, or the element of the list in that field whose `key` reads `value`. */
const STEP = /([^.[\]=]+)(?:\[([^.[\]=]+)=([^[\]]*)\])?(?:\.|$)/y;

/** An instant as the archive writes it (`toISOString`), whatever precision the app's copy came with. */
export const archivedInstant = (iso: string): string => new Date(iso).toISOString();

/** A record's input shown through `show`; as it is when it does not read so, `—` when absent. */
export const recordInput = (inputs: JsonObject, key: string, show: (text: string) => string): string => {
  const value = inputs[key];
  if (typeof value !== 'string') return '—';
  try {
    return show(value);
  } catch {
    return value;
  }
};

/**
 * The value at `path` inside `value`: fields joined by dots (`payout`), a list's element named by
 * one of its fields (`bets[id=12].payout`, the first element whose `id` reads `12`); undefined
 * when there is no such value or the path does not read.
 *
 * @example valueAt({ bets: [{ id: '12', payout: '9.5' }] }, 'bets[id=12].payout') // '9.5'
 */
export const valueAt = (value: JsonValue | undefined, path: string): JsonValue | undefined => {
  const step = new RegExp(STEP);
  let current = value;
  while (step.lastIndex < path.length) {
    const match = step.exec(path);
    if (match === null || !isObject(current)) return undefined;
    const [, field = '', key, wanted] = match;
    const next = current[field];
    if (key === undefined) {
      current = next;
      continue;
    }
    if (!Array.isArray(next)) return undefined;
    current = next.find((element) => isObject(element) && shownValue(element[key]) === wanted);
  }
  return path === '' ? undefined : current;
};

/** `result.payout` → the record's `result.payout` (any path `valueAt` reads); undefined when there is none. */
const fieldOf = (record: ArchiveRecord, path: string): JsonValue | undefined => {
  const dot = path.indexOf('.');
  if (dot < 0) return undefined;
  const part = path.slice(0, dot);
  if (part === 'inputs') return valueAt(record.inputs, path.slice(dot + 1));
  if (part === 'result') return valueAt(record.result, path.slice(dot + 1));
  return undefined;
};

/** The tick ids a record names for a claim's prices (to fetch from the tick archive); none unreadable. */
export const claimedTickIds = (record: ArchiveRecord, claim: SettlementClaim): number[] =>
  claim.ticks
    .map((tick) => Number(valueAt(record.inputs, tick.idField)))
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
    const idText = shownValue(valueAt(record.inputs, claimed.idField));
    const priceText = shownValue(valueAt(record.inputs, claimed.priceField));
    const tick = ticks.find((archived) => String(archived.tickId) === idText);
    if (tick === undefined) {
      differences.push({ check: 'tick', field: `inputs.${claimed.idField}`, recorded: idText, found: '—' });
      continue;
    }
    prices.push({
      labelKey: claimed.labelKey,
      ...(claimed.labelParams === undefined ? {} : { labelParams: claimed.labelParams }),
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
