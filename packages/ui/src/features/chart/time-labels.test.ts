import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { tickLabel, timeLabel } from './time-labels';

const at = (iso: string) => (Date.parse(iso) / 1000) as UTCTimestamp;

describe('chart time labels', () => {
  it('writes the axis in the user’s language, each label as precise as the boundary it marks', () => {
    const label = tickLabel('fr-FR', 'UTC');
    expect(label(at('2026-11-24T00:00:00Z'), TickMarkType.Year)).toBe('2026');
    expect(label(at('2026-11-01T00:00:00Z'), TickMarkType.Month)).toBe('nov.');
    expect(label(at('2026-11-24T00:00:00Z'), TickMarkType.DayOfMonth)).toBe('24');
    expect(label(at('2026-11-24T18:30:00Z'), TickMarkType.Time)).toBe('18:30');
  });

  it('keeps a daily candle on its UTC day, and gives intraday candles their time of day', () => {
    // 00:00 UTC is still the day before in New York: a daily candle must not say so.
    const daily = timeLabel('en-US', '1d', 'UTC');
    expect(daily(at('2026-11-24T00:00:00Z'))).toBe('Nov 24, 2026');
    const intraday = timeLabel('en-US', '15m', 'America/New_York');
    expect(intraday(at('2026-11-24T00:00:00Z'))).toBe('Nov 23, 2026, 7:00 PM');
  });
});
