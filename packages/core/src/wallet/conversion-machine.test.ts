import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { Decimal } from '../shared/decimal.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import {
  type ConvertedQuote,
  type ConvertInput,
  conversionMachine,
  PRICE_MOVED_CODE,
  QUOTE_DEBOUNCE_MS,
} from './conversion-machine.js';
import type { Conversion, ConversionQuote } from './model.js';

const conversion = (amount: string): Conversion => ({ fromId: 3, toId: 1, amount: new Decimal(amount) });

const quoteOf = (request: Conversion, receive: string): ConversionQuote => ({
  from: 'USDT',
  to: 'BTC',
  amount: request.amount,
  fee: request.amount.times('0.002'),
  feeRate: new Decimal('0.002'),
  receive: new Decimal(receive),
  fromPrice: new Decimal(1),
  toPrice: new Decimal(64000),
});

/**
 * A conversion actor on a simulated clock. Quotes answer from `receives` in turn (the last
 * repeats), or fail while `quoteFailure` is set; conversions answer `convertAnswers` in turn.
 */
const started = (
  options: { receives?: string[]; quoteFailure?: Failure; convertAnswers?: (Failure | 'ok')[] } = {},
) => {
  const clock = new SimulatedClock();
  const quotes: Conversion[] = [];
  const converts: ConvertInput[] = [];
  const receives = options.receives ?? ['0.0015'];
  const actor = createActor(
    conversionMachine.provide({
      actors: {
        quote: fromCall((request: Conversion) => {
          quotes.push(request);
          if (options.quoteFailure) return TE.left(options.quoteFailure);
          const receive = receives[Math.min(quotes.length - 1, receives.length - 1)] ?? '0';
          return TE.right(quoteOf(request, receive));
        }),
        convert: fromCall((input: ConvertInput) => {
          converts.push(input);
          const answers = options.convertAnswers ?? ['ok'];
          const answer = answers[Math.min(converts.length - 1, answers.length - 1)] ?? 'ok';
          if (answer !== 'ok') return TE.left(answer);
          const converted: ConvertedQuote = {
            ...quoteOf(input.conversion, input.conversion.minReceive?.toFixed() ?? '0'),
            id: 7,
          };
          return TE.right(converted);
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, clock, quotes, converts };
};

const priceMoved = Failures.rejected(PRICE_MOVED_CODE, 'The price moved: you would now receive 0.0014.');

/** Types an amount, waits out the pause and lets the quote arrive. */
const quoted = async (run: ReturnType<typeof started>, amount = '100') => {
  run.actor.send({ type: 'conversion.change', conversion: conversion(amount) });
  run.clock.increment(QUOTE_DEBOUNCE_MS);
  await settle();
};

describe('conversion machine', () => {
  it('quotes once typing pauses for 500 ms, not on every key', async () => {
    const run = started();
    run.actor.send({ type: 'conversion.change', conversion: conversion('1') });
    run.clock.increment(300);
    run.actor.send({ type: 'conversion.change', conversion: conversion('10') });
    run.clock.increment(300);
    run.actor.send({ type: 'conversion.change', conversion: conversion('100') });
    run.clock.increment(QUOTE_DEBOUNCE_MS - 1);
    await settle();
    expect(run.quotes).toEqual([]);
    run.clock.increment(1);
    await settle();
    expect(run.quotes.map((q) => q.amount.toFixed())).toEqual(['100']);
    expect(run.actor.getSnapshot().matches({ editing: 'quoted' })).toBe(true);
    expect(run.actor.getSnapshot().context.quote?.receive.toFixed()).toBe('0.0015');
  });

  it('drops the quote of an amount the form no longer holds', async () => {
    const run = started();
    await quoted(run, '100');
    run.actor.send({ type: 'conversion.change', conversion: conversion('200') });
    expect(run.actor.getSnapshot().context.quote).toBeNull();
    run.actor.send({ type: 'conversion.change', conversion: null });
    run.clock.increment(QUOTE_DEBOUNCE_MS);
    await settle();
    expect(run.actor.getSnapshot().matches({ editing: 'empty' })).toBe(true);
    expect(run.quotes).toHaveLength(1);
  });

  it('keeps a failed quote’s reason until the form changes', async () => {
    const run = started({ quoteFailure: Failures.network('down') });
    await quoted(run);
    expect(run.actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    expect(run.actor.getSnapshot().context.failure).toEqual(Failures.network('down'));
    run.actor.send({ type: 'conversion.change', conversion: conversion('5') });
    expect(run.actor.getSnapshot().context.failure).toBeNull();
  });

  it('quotes afresh before asking to confirm, and sends that quote’s receive as min_receive', async () => {
    const run = started({ receives: ['0.0015', '0.00149'] });
    await quoted(run);
    run.actor.send({ type: 'conversion.review' });
    expect(run.actor.getSnapshot().value).toBe('reviewing');
    await settle();
    expect(run.actor.getSnapshot().value).toBe('confirming');
    expect(run.actor.getSnapshot().context.quote?.receive.toFixed()).toBe('0.00149');
    run.actor.send({ type: 'conversion.confirm', requestId: 'r-1' });
    await settle();
    expect(run.converts).toEqual([
      { conversion: { ...conversion('100'), minReceive: new Decimal('0.00149') }, requestId: 'r-1' },
    ]);
    expect(run.actor.getSnapshot().value).toBe('converted');
    expect(run.actor.getSnapshot().context.converted?.id).toBe(7);
  });

  it('can be asked to convert while a quote is still on its way, and not before the form holds one', async () => {
    const run = started();
    run.actor.send({ type: 'conversion.review' });
    expect(run.actor.getSnapshot().matches({ editing: 'empty' })).toBe(true);
    run.actor.send({ type: 'conversion.change', conversion: conversion('100') });
    run.actor.send({ type: 'conversion.review' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('confirming');
    expect(run.quotes).toHaveLength(1);
  });

  it('goes back to the form when the user cancels, keeping the quote', async () => {
    const run = started();
    await quoted(run);
    run.actor.send({ type: 'conversion.review' });
    await settle();
    run.actor.send({ type: 'conversion.cancel' });
    expect(run.actor.getSnapshot().matches({ editing: 'quoted' })).toBe(true);
    expect(run.actor.getSnapshot().context.quote).not.toBeNull();
    expect(run.converts).toEqual([]);
  });

  it('puts the new quote to the user again when the price moved, with the exchange’s words', async () => {
    const run = started({ receives: ['0.0015', '0.0015', '0.0014'], convertAnswers: [priceMoved, 'ok'] });
    await quoted(run);
    run.actor.send({ type: 'conversion.review' });
    await settle();
    run.actor.send({ type: 'conversion.confirm', requestId: 'r-1' });
    await settle();
    const moved = run.actor.getSnapshot();
    expect(moved.value).toBe('confirming');
    expect(moved.context.priceMoved).toBe(true);
    expect(moved.context.failure).toEqual(priceMoved);
    expect(moved.context.quote?.receive.toFixed()).toBe('0.0014');
    run.actor.send({ type: 'conversion.confirm', requestId: 'r-2' });
    await settle();
    expect(run.converts.map((c) => [c.conversion.minReceive?.toFixed(), c.requestId])).toEqual([
      ['0.0015', 'r-1'],
      ['0.0014', 'r-2'],
    ]);
    expect(run.actor.getSnapshot().value).toBe('converted');
    expect(run.actor.getSnapshot().context.priceMoved).toBe(false);
  });

  it('stays on the confirmation with the reason when the conversion fails otherwise', async () => {
    const refusal = Failures.rejected('WALLET.INSUFFICIENT_BALANCE', 'Insufficient balance');
    const run = started({ convertAnswers: [Failures.timeout(), refusal] });
    await quoted(run);
    run.actor.send({ type: 'conversion.review' });
    await settle();
    run.actor.send({ type: 'conversion.confirm', requestId: 'r-1' });
    await settle();
    expect(run.actor.getSnapshot().value).toBe('confirming');
    expect(run.actor.getSnapshot().context.failure).toEqual(Failures.timeout());
    // A retry of the same action after a lost answer goes with the same key.
    run.actor.send({ type: 'conversion.confirm', requestId: 'r-1' });
    await settle();
    expect(run.actor.getSnapshot().context.failure).toEqual(refusal);
    expect(run.actor.getSnapshot().context.priceMoved).toBe(false);
    expect(run.converts.map((c) => c.requestId)).toEqual(['r-1', 'r-1']);
  });

  it('ignores a second confirmation while the first is on its way', async () => {
    const run = started();
    await quoted(run);
    run.actor.send({ type: 'conversion.review' });
    await settle();
    run.actor.send({ type: 'conversion.confirm', requestId: 'r-1' });
    run.actor.send({ type: 'conversion.confirm', requestId: 'r-1' });
    await settle();
    expect(run.converts).toHaveLength(1);
  });

  it('starts over after a conversion', async () => {
    const run = started();
    await quoted(run);
    run.actor.send({ type: 'conversion.review' });
    await settle();
    run.actor.send({ type: 'conversion.confirm', requestId: 'r-1' });
    await settle();
    run.actor.send({ type: 'conversion.reset' });
    expect(run.actor.getSnapshot().matches({ editing: 'empty' })).toBe(true);
    expect(run.actor.getSnapshot().context).toEqual({
      conversion: null,
      quote: null,
      failure: null,
      priceMoved: false,
      converted: null,
    });
  });
});
