import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { settle } from '../testing/settle.js';
import { fromCall } from './call.js';
import { type Failure, Failures } from './failure.js';
import { createPagedListMachine, type Page, type PageQuery } from './paging.js';

const numbers = Array.from({ length: 23 }, (_, i) => i + 1);

const pageOf = ({ page, limit }: PageQuery) =>
  TE.right<Failure, Page<number>>({
    items: numbers.slice((page - 1) * limit, page * limit),
    page,
    lastPage: Math.ceil(numbers.length / limit),
    total: numbers.length,
  });

describe('paged list', () => {
  it('loads pages of 10 until there is no more data', async () => {
    const actor = createActor(
      createPagedListMachine<number>().provide({ actors: { fetchPage: fromCall(pageOf) } }),
    ).start();
    actor.send({ type: 'list.load' });
    await settle();
    expect(actor.getSnapshot().value).toBe('hasMore');
    actor.send({ type: 'list.more' });
    await settle();
    actor.send({ type: 'list.more' });
    await settle();
    expect(actor.getSnapshot().value).toBe('exhausted');
    expect(actor.getSnapshot().context.items).toEqual(numbers);
  });

  it('starts over on list.load and keeps a failure until retried', async () => {
    let broken = true;
    const actor = createActor(
      createPagedListMachine<number>({ limit: 5 }).provide({
        actors: {
          fetchPage: fromCall((query: PageQuery) =>
            broken ? TE.left<Failure, never>(Failures.network('offline')) : pageOf(query),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'list.load' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    broken = false;
    actor.send({ type: 'list.retry' });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([1, 2, 3, 4, 5]);
    actor.send({ type: 'list.load' });
    await settle();
    expect(actor.getSnapshot().context.items).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('paged list edges', () => {
  it('asks for page 1 of 10 first, then the next page, and starts over on list.load', async () => {
    const fetchPage = vi.fn(pageOf);
    const actor = createActor(
      createPagedListMachine<number>().provide({ actors: { fetchPage: fromCall(fetchPage) } }),
    ).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'list.more' });
    expect(fetchPage).not.toHaveBeenCalled();
    actor.send({ type: 'list.load' });
    await settle();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, items: numbers.slice(0, 10) });
    actor.send({ type: 'list.more' });
    await settle();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
    actor.send({ type: 'list.load' });
    expect(actor.getSnapshot().context.items).toEqual([]);
    await settle();
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    expect(actor.getSnapshot().context.items).toEqual(numbers.slice(0, 10));
  });

  it('is exhausted at once when the server has nothing (last page 0) or says a page is the last', async () => {
    const empty = createActor(
      createPagedListMachine<number>().provide({
        actors: {
          fetchPage: fromCall(({ page }: PageQuery) =>
            TE.right<Failure, Page<number>>({ items: [], page, lastPage: 0, total: 0 }),
          ),
        },
      }),
    ).start();
    empty.send({ type: 'list.load' });
    await settle();
    expect(empty.getSnapshot().value).toBe('exhausted');
    expect(empty.getSnapshot().context.items).toEqual([]);
  });

  it('keeps the failure until the next page arrives, and keeps the loaded items', async () => {
    let broken = false;
    const actor = createActor(
      createPagedListMachine<number>().provide({
        actors: {
          fetchPage: fromCall((query: PageQuery) =>
            broken ? TE.left<Failure, never>(Failures.timeout()) : pageOf(query),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'list.load' });
    await settle();
    broken = true;
    actor.send({ type: 'list.more' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failure: Failures.timeout(), page: 1 });
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    broken = false;
    actor.send({ type: 'list.retry' });
    await settle();
    expect(actor.getSnapshot().context.failure).toBeUndefined();
    expect(actor.getSnapshot().context.items).toEqual(numbers.slice(0, 20));
  });

  it('starts idle and empty, and names an unwired page fetch', async () => {
    const actor = createActor(createPagedListMachine<number>()).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ items: [], page: 0, limit: 10 });
    actor.send({ type: 'list.load' });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(Failures.network('actor fetchPage was not provided'));
  });
});
