import type { Call, Failure, Page, PageQuery } from '@tessera/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useOwnedActor, useTessera } from './services';

export type PagedPhase = 'idle' | 'loading' | 'hasMore' | 'exhausted' | 'failed';

export interface PagedListView<T> {
  readonly items: readonly T[];
  readonly phase: PagedPhase;
  readonly failure: Failure | undefined;
  readonly more: () => void;
  readonly retry: () => void;
  /** Starts the list over from its first page (after the rows changed, e.g. an order cancelled). */
  readonly reload: () => void;
}

/**
 * A list read page by page through core's paged-list machine (page size 10 unless `limit`, `exhausted` = "no
 * more data"), loaded on mount. `fetchPage` must be stable (`useCallback`): a new one (another
 * filter) starts the list over.
 */
export const usePagedList = <T>(
  fetchPage: (query: PageQuery) => Call<Page<T>>,
  /** The page size, when the spec's list has its own (the options lists: 5). */
  limit?: number,
): PagedListView<T> => {
  const tessera = useTessera();
  const create = useCallback(
    () => tessera.createPagedList(fetchPage, limit === undefined ? {} : { limit }),
    [tessera, fetchPage, limit],
  );
  const list = useOwnedActor(create);
  const items = useSelector(list, (snapshot) => snapshot?.context.items ?? []);
  const phase = useSelector(
    list,
    (snapshot): PagedPhase => (snapshot === undefined ? 'idle' : snapshot.value),
  );
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
    reload: () => list?.send({ type: 'list.load' }),
  };
};
