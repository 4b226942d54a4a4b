import {
  type ArchiveRecord,
  archiveHash,
  type Call,
  type ChainFault,
  type ChainHead,
  Decimal,
  type Failure,
  GENESIS_HASH,
  type JsonValue,
  type ProofsApi,
  type ResultDifference,
  recomputableCalculators,
  recomputeSettlement,
  type TickRecord,
  tickHash,
  verifyChain,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';

/** The most records the public calls answer at once. */
export const CHAIN_PAGE = 500;
/** The most ticks asked for by id at once. */
export const TICK_BATCH = 100;

/** Where a walk starts: the record before the first one checked (`GENESIS` for the start). */
export interface ChainAnchor {
  readonly seq: number;
  readonly hash: string;
}
export const GENESIS: ChainAnchor = { seq: 0, hash: GENESIS_HASH };

/** A tick a settlement record says it was computed from: `open_tick_id` and `open_price`, … */
export interface NamedTick {
  readonly role: 'open' | 'close';
  readonly tickId: number;
  readonly price: string;
  /** The record's market (`inputs.symbol`), when it names one. */
  readonly symbol?: string;
}

/** What is wrong with one record; a record may be wrong in several ways at once. */
export type RecordProblem =
  | { readonly kind: 'chain'; readonly fault: ChainFault }
  | { readonly kind: 'differs'; readonly differences: readonly ResultDifference[] }
  | { readonly kind: 'unknown_calculator'; readonly calculatorVersion: string }
  | { readonly kind: 'input'; readonly field: string; readonly value: JsonValue | undefined }
  | { readonly kind: 'tick'; readonly tick: NamedTick; readonly archived: TickRecord | null };

const ROLES = ['open', 'close'] as const;

/**
 * The ticks a record names, and the inputs that name one badly (a tick id that is not a positive
 * whole number, or one without its price).
 */
export const namedTicks = (
  record: Pick<ArchiveRecord, 'inputs'>,
): { readonly ticks: readonly NamedTick[]; readonly problems: readonly RecordProblem[] } => {
  const ticks: NamedTick[] = [];
  const problems: RecordProblem[] = [];
  const symbol = record.inputs.symbol;
  for (const role of ROLES) {
    const id = record.inputs[`${role}_tick_id`];
    if (id === undefined) continue;
    const price = record.inputs[`${role}_price`];
    if (typeof id !== 'string' || !/^[1-9]\d{0,15}$/.test(id) || !Number.isSafeInteger(Number(id)))
      problems.push({ kind: 'input', field: `${role}_tick_id`, value: id });
    else if (typeof price !== 'string')
      problems.push({ kind: 'input', field: `${role}_price`, value: price });
    else
      ticks.push({
        role,
        tickId: Number(id),
        price,
        ...(typeof symbol === 'string' ? { symbol } : {}),
      });
  }
  return { ticks, problems };
};

/** Whether the archive holds the tick at the price (by value: `64000.50` is `64000.5`) and market named. */
const tickHolds = (named: NamedTick, archived: TickRecord | undefined): boolean => {
  if (archived === undefined) return false;
  if (named.symbol !== undefined && archived.symbol !== named.symbol) return false;
  try {
    return archived.price.eq(new Decimal(named.price));
  } catch {
    return false;
  }
};

/**
 * Everything wrong with one settlement record: its place, link and hash after `previous`, its
 * result recomputed with core's calculator, and each tick it names against the archived ticks.
 */
export const checkSettlement = async (
  record: ArchiveRecord,
  previous: ChainAnchor,
  archivedTicks: ReadonlyMap<number, TickRecord>,
): Promise<readonly RecordProblem[]> => {
  const problems: RecordProblem[] = [];
  const fault = await verifyChain([record], archiveHash, previous);
  if (fault !== null) problems.push({ kind: 'chain', fault });
  const recomputed = await recomputeSettlement(record);
  if (recomputed.verdict === 'differs')
    problems.push({ kind: 'differs', differences: recomputed.differences });
  if (recomputed.verdict === 'unknown_calculator')
    problems.push({ kind: 'unknown_calculator', calculatorVersion: recomputed.calculatorVersion });
  const named = namedTicks(record);
  problems.push(...named.problems);
  for (const tick of named.ticks) {
    const archived = archivedTicks.get(tick.tickId);
    if (!tickHolds(tick, archived)) problems.push({ kind: 'tick', tick, archived: archived ?? null });
  }
  return problems;
};

/** The first bad record of a stretch, with what is wrong with it. */
export interface BadRecord<R> {
  readonly record: R;
  readonly problems: readonly RecordProblem[];
}

/** A stretch of a chain checked from `previous`: how far it holds, and its first bad record. */
export interface StretchCheck<R> {
  readonly checked: number;
  readonly last: ChainAnchor;
  readonly bad: BadRecord<R> | null;
}

/** Checks settlement records in chain order from `previous`, stopping at the first bad one. */
export const checkSettlements = async (
  records: readonly ArchiveRecord[],
  previous: ChainAnchor,
  archivedTicks: ReadonlyMap<number, TickRecord>,
): Promise<StretchCheck<ArchiveRecord>> => {
  let last = previous;
  let checked = 0;
  for (const record of records) {
    const problems = await checkSettlement(record, last, archivedTicks);
    if (problems.length > 0) return { checked, last, bad: { record, problems } };
    checked += 1;
    last = { seq: record.seq, hash: record.hash };
  }
  return { checked, last, bad: null };
};

/** Checks tick records in chain order from `previous` (place, link, hash), stopping at the first bad one. */
export const checkTicks = async (
  records: readonly TickRecord[],
  previous: ChainAnchor,
): Promise<StretchCheck<TickRecord>> => {
  const fault = await verifyChain(records, tickHash, previous);
  const at = fault === null ? records.length : records.findIndex((record) => record.seq === fault.seq);
  const index = Math.max(at, 0);
  const before = records[index - 1];
  const last = before === undefined ? previous : { seq: before.seq, hash: before.hash };
  const record = records[index];
  return fault === null || record === undefined
    ? { checked: records.length, last, bad: null }
    : { checked: index, last, bad: { record, problems: [{ kind: 'chain', fault }] } };
};

/**
 * Whether the published head lies on the chain walked: the record at its count has its hash.
 * `hashAt` answers the hash of a record seen in the walk (the anchor included).
 */
export const headProblem = (
  head: ChainHead,
  from: ChainAnchor,
  last: ChainAnchor,
  hashAt: (seq: number) => string | undefined,
): string | null => {
  if (head.count === 0 || head.count < from.seq) return null;
  if (head.count > last.seq)
    return `the published head counts ${head.count} records, but the chain ends at #${last.seq}`;
  const hash = hashAt(head.count);
  return hash === head.hash
    ? null
    : `the published head (record #${head.count}, hash ${head.hash}) is not on the chain: record #${head.count} hashes to ${hash}`;
};

const FAULTS: Record<ChainFault['reason'], (fault: ChainFault) => string> = {
  sequence: (fault) => `out of place: record #${fault.expected} was due, #${fault.found} came`,
  link: (fault) =>
    `its link is broken: it names ${fault.found} as the record before it, whose hash is ${fault.expected}`,
  hash: (fault) => `its hash is broken: its fields hash to ${fault.expected}, it says ${fault.found}`,
};

const shown = (value: JsonValue | undefined): string =>
  value === undefined ? 'nothing' : JSON.stringify(value);

/** One line per problem, for people. */
export const describeProblem = (problem: RecordProblem): string => {
  switch (problem.kind) {
    case 'chain':
      return FAULTS[problem.fault.reason](problem.fault);
    case 'differs':
      return problem.differences
        .map(
          (difference) =>
            `${difference.field}: recorded ${shown(difference.recorded)}, recomputed ${shown(difference.recomputed)}`,
        )
        .join('; ');
    case 'unknown_calculator':
      return `its calculator ${problem.calculatorVersion} is one this version of tessera-sim cannot check (it knows ${recomputableCalculators().join(', ')}): a newer one may`;
    case 'input':
      return `its input ${problem.field} is ${shown(problem.value)}, not a tick it can name`;
    case 'tick': {
      const { tick, archived } = problem;
      const recorded = `${tick.role} tick ${tick.tickId}${tick.symbol === undefined ? '' : ` (${tick.symbol})`} at ${tick.price}`;
      if (archived === null) return `${recorded}: no such tick in the tick archive`;
      return `${recorded}: the tick archive has ${archived.symbol} at ${archived.price.toFixed()}`;
    }
  }
};

/** What a walk found. */
export type ChainVerdict =
  | {
      readonly ok: true;
      readonly checked: number;
      readonly from: ChainAnchor;
      readonly last: ChainAnchor;
      readonly head: ChainHead;
    }
  | {
      readonly ok: false;
      readonly checked: number;
      /** `#7 (option_order:12)`: the first bad record, or the head that is not on the chain. */
      readonly where: string;
      readonly problems: readonly string[];
    };

/** How far a walk has gone, for a progress line: records checked and the head's count when it began. */
export type OnProgress = (checked: number, headCount: number) => void;

/** The record before `seq` (found with `after: seq - 2`), as the anchor to check from; genesis for 1. */
const anchorBefore = async <R extends { readonly seq: number; readonly hash: string }>(
  seq: number,
  read: (after: number, limit: number) => Call<readonly R[]>,
): Promise<E.Either<Failure | string, ChainAnchor>> => {
  if (seq <= 1) return E.right(GENESIS);
  const page = await read(seq - 2, 1)();
  if (E.isLeft(page)) return page;
  const record = page.right[0];
  return record?.seq === seq - 1
    ? E.right({ seq: record.seq, hash: record.hash })
    : E.left(`the archive has no record #${seq - 1} to start from (its chain is shorter)`);
};

/** Reads every archived tick with these ids, in batches of `TICK_BATCH`. */
const ticksByIds = async (
  proofs: ProofsApi,
  ids: readonly number[],
): Promise<E.Either<Failure, Map<number, TickRecord>>> => {
  const found = new Map<number, TickRecord>();
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += TICK_BATCH) {
    const batch = unique.slice(start, start + TICK_BATCH);
    const answer = await proofs.ticks({ ids: batch, limit: TICK_BATCH })();
    if (E.isLeft(answer)) return answer;
    for (const tick of answer.right) found.set(tick.tickId, tick);
  }
  return E.right(found);
};

/**
 * Walks a chain through the public calls, a page at a time from the record after `from - 1`, with
 * `check` on each page; then checks that the published head (read first) lies on the chain.
 */
const walkChain = async <R extends { readonly seq: number; readonly hash: string }>(options: {
  readonly from: number;
  readonly head: () => Call<ChainHead>;
  readonly read: (after: number, limit: number) => Call<readonly R[]>;
  readonly check: (page: readonly R[], previous: ChainAnchor) => Promise<E.Either<Failure, StretchCheck<R>>>;
  readonly name: (record: R) => string;
  readonly onProgress?: OnProgress;
}): Promise<E.Either<Failure | string, ChainVerdict>> => {
  const head = await options.head()();
  if (E.isLeft(head)) return head;
  const anchor = await anchorBefore(options.from, options.read);
  if (E.isLeft(anchor)) return anchor;
  let last = anchor.right;
  let checked = 0;
  let headHash = head.right.count === last.seq ? last.hash : undefined;
  for (;;) {
    const page = await options.read(last.seq, CHAIN_PAGE)();
    if (E.isLeft(page)) return page;
    const stretch = await options.check(page.right, last);
    if (E.isLeft(stretch)) return stretch;
    checked += stretch.right.checked;
    const bad = stretch.right.bad;
    if (bad !== null)
      return E.right({
        ok: false,
        checked,
        where: options.name(bad.record),
        problems: bad.problems.map(describeProblem),
      });
    headHash ??= page.right.find((record) => record.seq === head.right.count)?.hash;
    last = stretch.right.last;
    options.onProgress?.(checked, head.right.count);
    if (page.right.length < CHAIN_PAGE) break;
  }
  const problem = headProblem(head.right, anchor.right, last, (seq) =>
    seq === head.right.count ? headHash : undefined,
  );
  return E.right(
    problem === null
      ? { ok: true, checked, from: anchor.right, last, head: head.right }
      : { ok: false, checked, where: 'the published head', problems: [problem] },
  );
};

/**
 * `verify settlements`: every sealed settlement record from `from` (1: the whole chain) checked
 * for its place, link and hash, recomputed with core's calculators, and the ticks it names found
 * in the tick archive at its prices. A `string` failure is a walk that could not start.
 */
export const verifySettlements = (
  proofs: ProofsApi,
  from = 1,
  onProgress?: OnProgress,
): Promise<E.Either<Failure | string, ChainVerdict>> =>
  walkChain<ArchiveRecord>({
    from,
    head: () => async () =>
      E.map((heads: { settlements: ChainHead }) => heads.settlements)(await proofs.head()()),
    read: (after, limit) => proofs.settlements({ after, limit }),
    check: async (page, previous) => {
      const ids = page.flatMap((record) => namedTicks(record).ticks.map((tick) => tick.tickId));
      const ticks = await ticksByIds(proofs, ids);
      if (E.isLeft(ticks)) return ticks;
      return E.right(await checkSettlements(page, previous, ticks.right));
    },
    name: (record) => `settlement record #${record.seq} (${record.ref})`,
    ...(onProgress === undefined ? {} : { onProgress }),
  });

/** `verify ticks`: every archived tick from `from` checked for its place, link and hash. */
export const verifyTicks = (
  proofs: ProofsApi,
  from = 1,
  onProgress?: OnProgress,
): Promise<E.Either<Failure | string, ChainVerdict>> =>
  walkChain<TickRecord>({
    from,
    head: () => async () => E.map((heads: { ticks: ChainHead }) => heads.ticks)(await proofs.head()()),
    read: (after, limit) => proofs.ticks({ after, limit }),
    check: async (page, previous) => E.right(await checkTicks(page, previous)),
    name: (record) => `tick record #${record.seq} (tick ${record.tickId}, ${record.symbol})`,
    ...(onProgress === undefined ? {} : { onProgress }),
  });

/** Which chain a verification walks. */
export const Chains = ['settlements', 'ticks'] as const;
export type Chain = (typeof Chains)[number];

/** The walk that verifies `chain`. */
export const verifierOf = (chain: Chain) => (chain === 'settlements' ? verifySettlements : verifyTicks);

/** What a walk that held covered, in one line. */
export const describeHeld = (chain: Chain, verdict: Extract<ChainVerdict, { ok: true }>): string => {
  const noun = chain === 'settlements' ? 'settlement record' : 'tick record';
  const span = verdict.checked === 0 ? '' : ` (#${verdict.from.seq + 1}–#${verdict.last.seq})`;
  const what =
    chain === 'settlements'
      ? 'every hash and link holds, every result recomputed by core matches, every tick named is archived at its price'
      : 'every hash and link holds';
  const head =
    verdict.head.count === 0
      ? 'the head is empty'
      : `head: ${verdict.head.count} records, hash ${verdict.head.hash}`;
  return `${verdict.checked} ${noun}${verdict.checked === 1 ? '' : 's'} checked${span}: ${what}; ${head}`;
};
