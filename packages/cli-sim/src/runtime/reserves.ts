import {
  type Failure,
  type InclusionProof,
  type ProofsApi,
  type PublishedInclusion,
  type ReserveSnapshot,
  reserveRatio,
  verifyPublishedInclusion,
} from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';

/** What checking the proof of reserves found: whether all of it held, and a line per thing checked. */
export interface ReservesReport {
  readonly ok: boolean;
  readonly lines: readonly string[];
}

const short = (hash: string) => `${hash.slice(0, 12)}…`;

/**
 * One asset's published snapshot, its ratio recomputed with core's `reserveRatio`:
 * `USDT on 2026-11-27: users hold 1254.5 (3 holders, root 3c4d5e6f7a8b…), declared reserves 1300, ratio 1.0362`.
 */
export const checkSnapshot = (snapshot: ReserveSnapshot): { readonly ok: boolean; readonly line: string } => {
  const recomputed = reserveRatio({ reserves: snapshot.reserves, liabilities: snapshot.root.sum });
  const published = snapshot.ratio?.toFixed() ?? 'none';
  const ok = (recomputed?.toFixed() ?? 'none') === published;
  const line = `${snapshot.asset} on ${snapshot.day}: users hold ${snapshot.root.sum.toFixed()} (${snapshot.leaves} holder${snapshot.leaves === 1 ? '' : 's'}, root ${short(snapshot.root.hash)}), declared reserves ${snapshot.reserves.toFixed()}, ratio ${published}`;
  return ok
    ? { ok, line }
    : { ok, line: `${line}: recomputed, the ratio is ${recomputed?.toFixed() ?? 'none'}` };
};

const WHY: Readonly<Record<Exclude<PublishedInclusion, { included: true }>['reason'], string>> = {
  not_published: 'its root is not the root published for it',
  negative_sum: 'a node on its path carries a negative sum',
  root_hash: 'its path leads to another root hash',
  root_sum: 'its path adds up to another total',
};

/**
 * A user's inclusion proof, checked with core's `verifyPublishedInclusion` against the roots the
 * snapshot published (not only the root the proof carries).
 */
export const checkInclusion = async (
  proof: InclusionProof,
  published: readonly ReserveSnapshot[],
): Promise<{ readonly ok: boolean; readonly line: string }> => {
  const balance = `your balance of ${proof.balance.toFixed()} ${proof.asset}`;
  const checked = await verifyPublishedInclusion(proof, published);
  return checked.included
    ? {
        ok: true,
        line: `${balance} is included in the published total ${checked.total.toFixed()} ${proof.asset} (root ${short(proof.root.hash)})`,
      }
    : { ok: false, line: `${balance} is NOT included: ${WHY[checked.reason]}` };
};

/**
 * `verify reserves`: the newest published snapshot, every asset's ratio recomputed; with a
 * signed-in session (`mine`), also each of the user's inclusion proofs checked against it.
 */
export const verifyReserves = async (
  proofs: ProofsApi,
  mine: boolean,
): Promise<E.Either<Failure, ReservesReport>> => {
  const snapshots = await proofs.reserves()();
  if (E.isLeft(snapshots)) return snapshots;
  if (snapshots.right.length === 0)
    return E.right({ ok: false, lines: ['no proof-of-reserves snapshot is published yet'] });
  const checked = snapshots.right.map(checkSnapshot);
  if (!mine) return E.right({ ok: checked.every((c) => c.ok), lines: checked.map((c) => c.line) });
  const day = snapshots.right[0]?.day;
  const own = await proofs.myReserves(day)();
  if (E.isLeft(own)) return own;
  const included = await Promise.all(own.right.map((proof) => checkInclusion(proof, snapshots.right)));
  const lines = [
    ...checked.map((c) => c.line),
    ...(included.length === 0 ? [`you held nothing at the snapshot of ${day}`] : included.map((c) => c.line)),
  ];
  return E.right({ ok: [...checked, ...included].every((c) => c.ok), lines });
};
