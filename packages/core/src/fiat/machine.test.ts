import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { decimal } from '../shared/decimal.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import { fiatMachine } from './machine.js';
import { DEFAULT_FIAT, FiatCodes, type FiatRates, fiatOr, isFiatCode } from './model.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('fiat', () => {
  it('lists the eleven currencies of spec §3, USD by default', () => {
    expect(FiatCodes).toHaveLength(11);
    expect(DEFAULT_FIAT).toBe('USD');
    expect(isFiatCode('EUR')).toBe(true);
    expect(isFiatCode('usd')).toBe(false);
    expect(fiatOr(null)).toBe('USD');
    expect(fiatOr('{"currency_code":"EUR"}')).toBe('USD');
    expect(fiatOr('VND')).toBe('VND');
  });

  it('chooses and persists a currency', () => {
    const persisted: string[] = [];
    const actor = createActor(
      fiatMachine.provide({
        actors: { loadRates: fromCall(() => TE.right<Failure, FiatRates>({})) },
        actions: { persistFiat: (_, fiat) => persisted.push(fiat) },
      }),
      { input: { fiat: 'USD' } },
    ).start();
    actor.send({ type: 'fiat.change', fiat: 'JPY' });
    expect(actor.getSnapshot().context.fiat).toBe('JPY');
    expect(persisted).toEqual(['JPY']);
    actor.stop();
  });

  it('loads the rates at start and again every 24 hours (spec §9)', async () => {
    const clock = new SimulatedClock();
    const answers = [{ EUR: decimal('0.86') }, { EUR: decimal('0.87') }];
    let loads = 0;
    const actor = createActor(
      fiatMachine.provide({
        actors: {
          loadRates: fromCall(() => TE.right<Failure, FiatRates>(answers[loads++] ?? {})),
        },
      }),
      { input: { fiat: 'EUR' }, clock },
    ).start();
    await settle();
    expect(actor.getSnapshot().context.rates.EUR?.toString()).toBe('0.86');
    clock.increment(DAY_MS - 1);
    await settle();
    expect(loads).toBe(1);
    clock.increment(1);
    await settle();
    expect(loads).toBe(2);
    expect(actor.getSnapshot().context.rates.EUR?.toString()).toBe('0.87');
    actor.stop();
  });

  it('tries again a minute after a failed load, keeping the rates it had', async () => {
    const clock = new SimulatedClock();
    let loads = 0;
    const actor = createActor(
      fiatMachine.provide({
        actors: {
          loadRates: fromCall(() => {
            loads += 1;
            return loads === 1
              ? TE.left<Failure, FiatRates>(Failures.network('offline'))
              : TE.right<Failure, FiatRates>({ GBP: decimal('0.76') });
          }),
        },
      }),
      { input: { fiat: 'GBP' }, clock },
    ).start();
    await settle();
    expect(actor.getSnapshot().context.rates).toEqual({});
    clock.increment(59_999);
    await settle();
    expect(loads).toBe(1);
    clock.increment(1);
    await settle();
    expect(actor.getSnapshot().context.rates.GBP?.toString()).toBe('0.76');
    actor.stop();
  });
});
