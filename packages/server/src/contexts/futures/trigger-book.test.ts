import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Trigger, TriggerBook, type TriggerDirection } from './trigger-book.js';

const trigger = (id: string, level: number, direction: TriggerDirection): Trigger<null> => ({
  id,
  level,
  direction,
  payload: null,
});
const ids = (fired: readonly Trigger<null>[]) => fired.map((t) => t.id);

describe('TriggerBook', () => {
  it('fires rising triggers once the price reaches them from below, lowest first, and falling ones from above', () => {
    const book = new TriggerBook<null>();
    book.set(trigger('tp-long', 105, 'rising'));
    book.set(trigger('sl-short', 103, 'rising'));
    book.set(trigger('sl-long', 95, 'falling'));
    book.set(trigger('liq-long', 90, 'falling'));
    expect(book.reachedBy(100)).toEqual([]);
    expect(ids(book.reachedBy(104))).toEqual(['sl-short']);
    expect(ids(book.reachedBy(110))).toEqual(['tp-long']);
    expect(ids(book.reachedBy(89))).toEqual(['sl-long', 'liq-long']);
    expect(book.size).toBe(0);
  });

  it('fires at the level itself, in the order triggers at one level were set', () => {
    const book = new TriggerBook<null>();
    for (const id of ['a', 'b', 'c']) book.set(trigger(id, 100, 'falling'));
    expect(ids(book.reachedBy(100))).toEqual(['a', 'b', 'c']);
  });

  it('replaces a trigger set again under its id, and forgets a removed one', () => {
    const book = new TriggerBook<null>();
    book.set(trigger('stop', 95, 'falling'));
    book.set(trigger('stop', 90, 'falling'));
    expect(book.reachedBy(94)).toEqual([]);
    expect(book.remove('stop')).toBe(true);
    expect(book.remove('stop')).toBe(false);
    expect(book.reachedBy(1)).toEqual([]);
  });

  it('refuses a level that is not whole ticks', () => {
    expect(() => new TriggerBook<null>().set(trigger('x', 1.5, 'rising'))).toThrow('whole ticks');
  });

  it('fires exactly what a scan of every trigger would, in the same order, whatever is set, removed and ticked', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('set' as const),
        id: fc.integer({ min: 0, max: 30 }),
        level: fc.integer({ min: 90, max: 110 }),
        direction: fc.constantFrom<TriggerDirection>('rising', 'falling'),
      }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.integer({ min: 0, max: 30 }) }),
      fc.record({ kind: fc.constant('tick' as const), price: fc.integer({ min: 85, max: 115 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        const book = new TriggerBook<null>();
        // The reference: every trigger in a list in the order it was set, scanned in full.
        let scan: Trigger<null>[] = [];
        for (const s of steps) {
          if (s.kind === 'set') {
            const t = trigger(String(s.id), s.level, s.direction);
            book.set(t);
            scan = [...scan.filter((x) => x.id !== t.id), t];
          } else if (s.kind === 'remove') {
            expect(book.remove(String(s.id))).toBe(scan.some((x) => x.id === String(s.id)));
            scan = scan.filter((x) => x.id !== String(s.id));
          } else {
            const rising = scan
              .filter((x) => x.direction === 'rising' && x.level <= s.price)
              .sort((a, b) => a.level - b.level);
            const falling = scan
              .filter((x) => x.direction === 'falling' && x.level >= s.price)
              .sort((a, b) => b.level - a.level);
            expect(ids(book.reachedBy(s.price))).toEqual(ids([...rising, ...falling]));
            scan = scan.filter((x) => !rising.includes(x) && !falling.includes(x));
          }
          expect(book.size).toBe(scan.length);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
