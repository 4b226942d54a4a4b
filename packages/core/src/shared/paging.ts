import { assign, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from './call.js';
import type { Failure } from './failure.js';

/** Default page size of every list (spec §9); options lists use 5. */
export const DEFAULT_PAGE_SIZE = 10;

export interface PageQuery {
  readonly page: number;
  readonly limit: number;
}

/** One page of a list as the domain sees it (the wire's `{ data, current_page, last_page }`). */
export interface Page<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly lastPage: number;
  readonly total: number;
}

export interface PagedListContext<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly limit: number;
  readonly failure?: Failure;
}

export type PagedListEvent = { type: 'list.load' } | { type: 'list.more' } | { type: 'list.retry' };

/**
 * A list loaded page by page: `list.load` starts over, `list.more` appends the next page, and the
 * `exhausted` state is the "no more data" the screens show. Provide `fetchPage` to use it.
 */
export const createPagedListMachine = <T>(options: { limit?: number } = {}) =>
  setup({
    types: {
      context: {} as PagedListContext<T>,
      events: {} as PagedListEvent,
    },
    actors: { fetchPage: notProvided<Page<T>, PageQuery>('fetchPage') },
    guards: {
      isLastPage: (_, page: Page<T>) => page.page >= page.lastPage,
    },
    actions: {
      reset: assign({ items: () => [] as readonly T[], page: 0, failure: undefined }),
      append: assign(({ context }, page: Page<T>) => ({
        items: [...context.items, ...page.items],
        page: page.page,
        failure: undefined,
      })),
      recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error) })),
    },
  }).createMachine({
    id: 'pagedList',
    context: { items: [], page: 0, limit: options.limit ?? DEFAULT_PAGE_SIZE },
    initial: 'idle',
    on: { 'list.load': { target: '.loading', actions: 'reset' } },
    states: {
      idle: {},
      loading: {
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ page: context.page + 1, limit: context.limit }),
          onDone: [
            {
              guard: { type: 'isLastPage', params: ({ event }) => event.output },
              target: 'exhausted',
              actions: { type: 'append', params: ({ event }) => event.output },
            },
            { target: 'hasMore', actions: { type: 'append', params: ({ event }) => event.output } },
          ],
          onError: { target: 'failed', actions: { type: 'recordFailure', params: errorOf } },
        },
      },
      hasMore: { on: { 'list.more': 'loading' } },
      exhausted: {},
      failed: { on: { 'list.retry': 'loading' } },
    },
  });
