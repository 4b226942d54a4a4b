import type { Failure } from '@tessera/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTessera } from '../../app/services';
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
      const ticks = await tessera.api.proofs.ticks({ ids: claimedTickIds(record.right, checked) })();
      if (ticks._tag === 'Left') {
        settle({ status: 'failed', failure: ticks.left });
        return;
      }
      settle({ status: 'done', verification: await verifySettlement(record.right, ticks.right, checked) });
    })();
  }, [tessera]);
  return { view, start };
};
