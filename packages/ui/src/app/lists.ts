import type { Call, Failure, Page, PageQuery } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import type { Api } from './forms';
import { useOwnedActor, useTessera } from './services';

/** Where a paged list is: the states of core's paged-list machine. */
export type ListPhase = 'idle' | 'loading' | 'hasMore' | 'exhausted' | 'failed';

export interface PagedListView<T> {
  readonly items: readonly T[];
  readonly phase: ListPhase;
  readonly failure: Failure | undefined;
  readonly more: () => void;
  readonly retry: () => void;
}

/**
 * One of the exchange's lists, page by page (core's paged-list machine, page size 10), owned by the
 * component and loaded when it mounts.
 */
export const usePagedList = <T>(
  pick: (api: Api) => (query: PageQuery) => Call<Page<T>>,
): PagedListView<T> => {
  const tessera = useTessera();
  const pickRef = useRef(pick);
  const create = useCallback(() => tessera.createPagedList(pickRef.current(tessera.api)), [tessera]);
  const list = useOwnedActor(create);
  const items = useSelector(list, (snapshot) => snapshot?.context.items ?? []);
  const phase = useSelector(list, (snapshot): ListPhase => snapshot?.value ?? 'idle');
  const failure = useSelector(list, (snapshot) => snapshot?.context.failure);
  useEffect(() => {
    list?.send({ type: 'list.load' });
  }, [list]);
  return {
    items,
    phase,
    failure,
    more: () => list?.send({ type: 'list.more' }),
    retry: () => list?.send({ type: 'list.retry' }),
  };
};
