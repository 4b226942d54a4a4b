import { describe, expect, it } from 'vitest';
import { clockOffsetMs } from './exchange-clock';

describe('clockOffsetMs', () => {
  const sent = Date.parse('2026-01-01T10:00:00.000Z');

  it('measures the exchange clock against the middle of the round trip', () => {
    expect(clockOffsetMs('2026-01-02T10:00:00.000Z', sent, sent + 200)).toBe(86_400_000 - 100);
    expect(clockOffsetMs('2026-01-01T10:00:00.100Z', sent, sent + 200)).toBe(0);
  });

  it('is negative when the device runs ahead', () => {
    expect(clockOffsetMs('2026-01-01T09:59:00.000Z', sent, sent)).toBe(-60_000);
  });
});
