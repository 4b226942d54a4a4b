import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import type { FiatCode } from '../fiat/model.js';
import { fromCall } from '../shared/call.js';
import { decimal } from '../shared/decimal.js';
import { type Failure, Failures } from '../shared/failure.js';
import { latestValue } from '../shared/loadable.js';
import { settle } from '../testing/settle.js';
import { WALLET_RETRY_MS, type WalletEvent, walletMachine } from './machine.js';
import type { WalletOverview } from './model.js';

const overview = (fiat: FiatCode, total: string): WalletOverview => ({
  fiat,
  totalUsdt: decimal(total),
  total: decimal(total),
  accounts: [],
});

/** A wallet actor whose loads answer from `answers` in turn (the last one repeats), counting them. */
const started = (
  answers: (WalletOverview | Failure)[],
  options: { clock?: SimulatedClock; persistHideSmall?: (hide: boolean) => void } = {},
) => {
  const loads: FiatCode[] = [];
  let push: (() => void) | undefined;
  const actor = createActor(
    walletMachine.provide({
      actors: {
        loadOverview: fromCall((fiat: FiatCode) => {
          loads.push(fiat);
          const answer = answers[Math.min(loads.length - 1, answers.length - 1)];
          return answer === undefined || 'kind' in answer
            ? TE.left(answer ?? Failures.network('none'))
            : TE.right(answer);
        }),
        balanceFeed: fromCallback<WalletEvent>(({ sendBack }) => {
          push = () => sendBack({ type: 'wallet.changed' });
          return () => {
            push = undefined;
          };
        }),
      },
      actions: { persistHideSmall: (_, hide: boolean) => options.persistHideSmall?.(hide) },
    }),
    { input: { fiat: 'EUR' }, ...(options.clock === undefined ? {} : { clock: options.clock }) },
  ).start();
  return { actor, loads, push: () => push?.() };
};

describe('wallet machine', () => {
  it('loads the overview in the chosen fiat', async () => {
    const { actor, loads } = started([overview('EUR', '10')]);
    expect(actor.getSnapshot().context.overview.status).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(latestValue(actor.getSnapshot().context.overview)?.total.toFixed()).toBe('10');
    expect(loads).toEqual(['EUR']);
    actor.stop();
  });

  it('reloads on a balances push, keeping the old overview on screen meanwhile', async () => {
    const { actor, loads, push } = started([overview('EUR', '10'), overview('EUR', '25')]);
    await settle();
    push();
    const reloading = actor.getSnapshot().context.overview;
    expect(reloading.status).toBe('loading');
    expect(latestValue(reloading)?.total.toFixed()).toBe('10');
    await settle();
    expect(latestValue(actor.getSnapshot().context.overview)?.total.toFixed()).toBe('25');
    expect(loads).toHaveLength(2);
    actor.stop();
  });

  it('loads once more when a change arrives while loading, so no change is missed', async () => {
    const { actor, loads, push } = started([overview('EUR', '10'), overview('EUR', '11')]);
    push();
    await settle();
    expect(loads).toHaveLength(2);
    expect(latestValue(actor.getSnapshot().context.overview)?.total.toFixed()).toBe('11');
    actor.stop();
  });

  it('reloads in a newly chosen fiat, and on refresh', async () => {
    const { actor, loads } = started([overview('EUR', '10')]);
    await settle();
    actor.send({ type: 'wallet.fiat', fiat: 'JPY' });
    await settle();
    actor.send({ type: 'wallet.refresh' });
    await settle();
    expect(loads).toEqual(['EUR', 'JPY', 'JPY']);
    expect(actor.getSnapshot().context.fiat).toBe('JPY');
    actor.stop();
  });

  it('keeps the last overview with the failure, and retries after a while', async () => {
    const clock = new SimulatedClock();
    const { actor, loads } = started(
      [overview('EUR', '10'), Failures.network('offline'), overview('EUR', '12')],
      {
        clock,
      },
    );
    await settle();
    actor.send({ type: 'wallet.refresh' });
    await settle();
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('failed');
    expect(failed.context.overview).toMatchObject({ status: 'failed', failure: { kind: 'Network' } });
    expect(latestValue(failed.context.overview)?.total.toFixed()).toBe('10');
    clock.increment(WALLET_RETRY_MS - 1);
    expect(loads).toHaveLength(2);
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(loads).toHaveLength(3);
    actor.stop();
  });

  it('toggles hiding small balances without reloading, and has the choice persisted', async () => {
    const persisted: boolean[] = [];
    const { actor, loads } = started([overview('EUR', '10')], {
      persistHideSmall: (hide) => persisted.push(hide),
    });
    await settle();
    actor.send({ type: 'wallet.hideSmall', hide: true });
    expect(actor.getSnapshot().context.hideSmall).toBe(true);
    expect(loads).toHaveLength(1);
    actor.send({ type: 'wallet.hideSmall', hide: false });
    expect(persisted).toEqual([true, false]);
    actor.stop();
  });
});
