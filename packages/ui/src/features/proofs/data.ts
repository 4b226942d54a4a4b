import type { Failure, InclusionProof, ReserveSnapshot, TickRecord } from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Api, useRemote } from '../../app/forms';
import { useTessera } from '../../app/services';
import { type BalanceCheck, checkBalance } from './reserves';
import { claimedTickIds, type SettlementClaim, type Verification, verifySettlement } from './verify';

/** Where one verification is: fetching and recomputing, not sealed yet, failed, or its verdict. */
export type VerificationView =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'notArchived' }
  | { readonly status: 'failed'; readonly failure: Failure }
  | { readonly status: 'done'; readonly verification: Verification };

const NOT_ARCHIVED = 'PROOFS.NOT_ARCHIVED';

/**
 * Verifies `claim` on `start` (and again on each later `start`): fetches the sealed record and the
 * ticks it names from the public archive, then checks them in the browser (`verifySettlement`).
 * A record not sealed yet (sealed a moment after the settlement) is `notArchived`: try again soon.
 */
export const useSettlementVerification = (
  claim: SettlementClaim,
): { readonly view: VerificationView; readonly start: () => void } => {
  const tessera = useTessera();
  const [view, setView] = useState<VerificationView>({ status: 'idle' });
  const claimRef = useRef(claim);
  claimRef.current = claim;
  // The latest run only: an answer to an earlier tap, or after unmount, is dropped.
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );
  const start = useCallback(() => {
    const current = ++run.current;
    const settle = (next: VerificationView) => {
      if (run.current === current) setView(next);
    };
    const checked = claimRef.current;
    setView({ status: 'loading' });
    void (async () => {
      const record = await tessera.api.proofs.settlement(checked.ref)();
      if (record._tag === 'Left') {
        const failure = record.left;
        settle(
          failure.kind === 'Rejected' && failure.code === NOT_ARCHIVED
            ? { status: 'notArchived' }
            : { status: 'failed', failure },
        );
        return;
      }
      // A record that names no tick (a mining yield, an IEO allocation) needs none fetched: the
      // archive would refuse an empty list of ids.
      const ids = claimedTickIds(record.right, checked);
      let ticks: readonly TickRecord[] = [];
      if (ids.length > 0) {
        const fetched = await tessera.api.proofs.ticks({ ids })();
        if (fetched._tag === 'Left') {
          settle({ status: 'failed', failure: fetched.left });
          return;
        }
        ticks = fetched.right;
      }
      settle({ status: 'done', verification: await verifySettlement(record.right, ticks, checked) });
    })();
  }, [tessera]);
  return { view, start };
};

const loadReserves = (api: Api) => api.proofs.reserves();

/** The newest published proof-of-reserves snapshot, every asset of it (public: no login). */
export const useReserveSnapshots = () => useRemote(loadReserves);

/**
 * The signed-in user's inclusion proofs in the snapshot of `day` (the one shown, so a snapshot
 * taken meanwhile is not mixed in). Read on mount: a component for another day is another one.
 */
export const useInclusionProofs = (day: string) => useRemote((api) => api.proofs.myReserves(day));

/**
 * One proof checked in the browser against the published `snapshots` (`checkBalance`), once on
 * mount: undefined while it is being checked, then its verdict.
 */
export const useBalanceCheck = (
  proof: InclusionProof,
  snapshots: readonly ReserveSnapshot[],
): BalanceCheck | undefined => {
  const [check, setCheck] = useState<BalanceCheck>();
  const inputs = useRef({ proof, snapshots });
  useEffect(() => {
    let live = true;
    void checkBalance(inputs.current.proof, inputs.current.snapshots).then((verdict) => {
      if (live) setCheck(verdict);
    });
    return () => {
      live = false;
    };
  }, []);
  return check;
};
