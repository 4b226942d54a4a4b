import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration.js';

describe('parseDuration', () => {
  it('reads seconds, minutes, hours and days as seconds', () => {
    expect(parseDuration('90s')).toBe(90);
    expect(parseDuration('30m')).toBe(1800);
    expect(parseDuration('24h')).toBe(86_400);
    expect(parseDuration(' 7d ')).toBe(604_800);
  });

  it.each(['', '0s', '0d', '24', 'h', '1.5h', '-1h', '1 h', '1H', '1w', '1h30m', '9999999999s'])(
    'refuses %j',
    (text) => {
      expect(parseDuration(text)).toBeUndefined();
    },
  );
});
