import type { TradeFormActor } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useOwnedActor } from '../../app/services';
import { useRequestIds } from '../wallet/request-ids';

/**
 * A trade form's order, held by core's order-form machine (`createOrderForm` for spot,
 * `createFuturesForm` for futures): the checked draft is sent to the machine only when it changes
 * (`keyOf`), so a price tick never sends a user reading the confirmation back to the form; the
 * order is placed once under the confirmation's request id (kept while the same order is retried
 * after a refusal, drawn afresh for another); `onPlaced` runs once per placed order, then the
 * machine is free for the next.
 */
export const useOrderMachine = <Draft, Market, Placed>({
  create,
  draft,
  market,
  keyOf,
  onPlaced,
}: {
  create: () => TradeFormActor<Draft, Market, Placed>;
  draft: Draft | null;
  market: Market;
  keyOf: (draft: Draft | null) => string;
  onPlaced: (placed: Placed) => void;
}) => {
  const ids = useRequestIds();
  const machine = useOwnedActor(create);
  const snapshot = useSelector(machine, (current) => current);

  const sentKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    const key = keyOf(draft);
    if (machine === undefined || key === sentKey.current) return;
    sentKey.current = key;
    machine.send({ type: 'order.change', draft, market });
  });

  const placed = snapshot?.context.placed ?? null;
  const onPlacedRef = useRef(onPlaced);
  onPlacedRef.current = onPlaced;
  useEffect(() => {
    if (placed === null) return;
    ids.settle();
    onPlacedRef.current(placed);
    machine?.send({ type: 'order.reset' });
  }, [placed, ids, machine]);

  const confirming = snapshot?.matches('confirming') ?? false;
  const placing = snapshot?.matches('placing') ?? false;
  // What the confirmation shows exists only while it is open, so its figures are never read twice.
  const reviewed = confirming || placing ? (snapshot?.context.draft ?? null) : null;
  return {
    ready: snapshot !== undefined,
    confirming,
    placing,
    failure: snapshot?.context.failure ?? null,
    reviewed,
    review: () => machine?.send({ type: 'order.review' }),
    confirm: () => {
      if (reviewed !== null) machine?.send({ type: 'order.confirm', requestId: ids.idFor(keyOf(reviewed)) });
    },
    cancel: () => machine?.send({ type: 'order.cancel' }),
  };
};
