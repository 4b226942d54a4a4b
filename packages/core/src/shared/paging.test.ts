import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
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
