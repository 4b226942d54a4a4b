import { describe, expect, it } from 'vitest';
import { describeSpan, parseDuration } from './duration.js';

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

describe('describeSpan', () => {
  it('writes whole seconds largest unit first, leaving out zero units', () => {
    expect(describeSpan(0)).toBe('0s');
    expect(describeSpan(90)).toBe('1m 30s');
    expect(describeSpan(86_400)).toBe('1d');
    expect(describeSpan(150_725)).toBe('1d 17h 52m 5s');
    expect(describeSpan(-5)).toBe('0s');
  });
});
