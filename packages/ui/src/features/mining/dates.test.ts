import { describe, expect, it } from 'vitest';
import { formatUtcDate, formatUtcDay, utcDatesFrom } from './dates';

describe('mining dates', () => {
  it('lists the UTC dates from the one now falls on', () => {
    expect(utcDatesFrom(Date.parse('2026-11-30T23:30:00.000Z'), 3)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('writes a UTC date the user’s way, whatever the device’s time zone', () => {
    expect(formatUtcDate('2026-11-28', 'en')).toBe('Nov 28, 2026');
    expect(formatUtcDate('2026-11-28', 'fra')).toBe('28 nov. 2026');
    expect(formatUtcDay('2026-11-28', 'en')).toBe('Nov 28');
  });
});
