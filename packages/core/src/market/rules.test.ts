import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMarketOpen, NYSE_HOLIDAYS, newYorkOffsetMs, nextMarketOpen } from './rules.js';

const at = (iso: string) => new Date(iso);
const instants = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 11, 31) });

describe('isMarketOpen', () => {
  it('trades crypto at any time', () => {
    expect(isMarketOpen('always', at('2026-12-25T03:00:00Z'))).toBe(true);
  });

  it('trades NYSE stocks 09:30–16:00 New York time on weekdays, summer and winter', () => {
    // Summer (EDT, UTC−4): 13:30–20:00 UTC.
    expect(isMarketOpen('NYSE', at('2026-07-15T13:29:59Z'))).toBe(false);
    expect(isMarketOpen('NYSE', at('2026-07-15T13:30:00Z'))).toBe(true);
    expect(isMarketOpen('NYSE', at('2026-07-15T19:59:59Z'))).toBe(true);
    expect(isMarketOpen('NYSE', at('2026-07-15T20:00:00Z'))).toBe(false);
    // Winter (EST, UTC−5): 14:30–21:00 UTC.
    expect(isMarketOpen('NYSE', at('2026-11-23T14:29:00Z'))).toBe(false);
    expect(isMarketOpen('NYSE', at('2026-11-23T14:30:00Z'))).toBe(true);
    expect(isMarketOpen('NYSE', at('2026-11-23T20:59:00Z'))).toBe(true);
    // Saturday and Sunday.
    expect(isMarketOpen('NYSE', at('2026-11-21T16:00:00Z'))).toBe(false);
    expect(isMarketOpen('NYSE', at('2026-11-22T16:00:00Z'))).toBe(false);
  });

  it('stays closed on the 2026 and 2027 holidays and closes at 13:00 on early-close days', () => {
    expect(isMarketOpen('NYSE', at('2026-11-26T16:00:00Z'))).toBe(false); // Thanksgiving
    expect(isMarketOpen('NYSE', at('2026-07-03T15:00:00Z'))).toBe(false); // Independence Day observed
    expect(isMarketOpen('NYSE', at('2027-03-26T15:00:00Z'))).toBe(false); // Good Friday
    expect(isMarketOpen('NYSE', at('2027-12-24T15:00:00Z'))).toBe(false); // Christmas observed
    expect(isMarketOpen('NYSE', at('2026-11-27T17:59:00Z'))).toBe(true); // 12:59 New York
    expect(isMarketOpen('NYSE', at('2026-11-27T18:00:00Z'))).toBe(false); // 13:00 New York
    expect(NYSE_HOLIDAYS.size).toBeGreaterThanOrEqual(30);
  });

  it('changes summer time on the US dates', () => {
    expect(newYorkOffsetMs(Date.parse('2026-03-08T06:59:59Z'))).toBe(-5 * 3_600_000);
    expect(newYorkOffsetMs(Date.parse('2026-03-08T07:00:00Z'))).toBe(-4 * 3_600_000);
    expect(newYorkOffsetMs(Date.parse('2026-11-01T05:59:59Z'))).toBe(-4 * 3_600_000);
    expect(newYorkOffsetMs(Date.parse('2026-11-01T06:00:00Z'))).toBe(-5 * 3_600_000);
  });

  it('agrees with the time-zone database on New York time', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      timeZoneName: 'longOffset',
    });
    fc.assert(
      fc.property(instants, (ms) => {
        const name = format.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value;
        const hours = Number(name?.match(/GMT([+-]\d{2})/)?.[1]);
        expect(newYorkOffsetMs(ms)).toBe(hours * 3_600_000);
      }),
    );
  });
});

describe('nextMarketOpen', () => {
  it('answers the next 09:30 in New York, over weekends and holidays', () => {
    expect(nextMarketOpen('NYSE', at('2026-11-20T22:00:00Z')).toISOString()).toBe('2026-11-23T14:30:00.000Z');
    expect(nextMarketOpen('NYSE', at('2026-11-25T21:00:00Z')).toISOString()).toBe('2026-11-27T14:30:00.000Z');
    expect(nextMarketOpen('NYSE', at('2026-07-02T20:00:00Z')).toISOString()).toBe('2026-07-06T13:30:00.000Z');
    expect(nextMarketOpen('NYSE', at('2026-11-23T15:00:00Z')).toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('answers an instant the market is open at, never earlier, with no open moment skipped', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const open = nextMarketOpen('NYSE', ms).getTime();
        expect(open).toBeGreaterThanOrEqual(ms);
        expect(isMarketOpen('NYSE', open)).toBe(true);
        // One minute before it (when later than `ms`), the market was closed.
        if (open - 60_000 >= ms) expect(isMarketOpen('NYSE', open - 60_000)).toBe(false);
      }),
    );
  });
});
