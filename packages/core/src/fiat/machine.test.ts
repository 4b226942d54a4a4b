import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fiatMachine } from './machine.js';
import { DEFAULT_FIAT, FiatCodes, fiatOr, isFiatCode } from './model.js';

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
      fiatMachine.provide({ actions: { persistFiat: (_, fiat) => persisted.push(fiat) } }),
      { input: { fiat: 'USD' } },
    ).start();
    actor.send({ type: 'fiat.change', fiat: 'JPY' });
    expect(actor.getSnapshot().context.fiat).toBe('JPY');
    expect(persisted).toEqual(['JPY']);
    actor.stop();
  });
});
