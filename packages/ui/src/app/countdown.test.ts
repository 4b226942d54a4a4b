import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

const DAY = 86_400_000;

describe('the countdown', () => {
  it('writes days, hours, minutes and seconds from the largest that is not zero', () => {
    expect(formatCountdown(DAY + 3_600_000 + 60_000 + 1_000, 'en')).toBe('1d 1h 1m 1s');
    expect(formatCountdown(2 * DAY + 5_000, 'en')).toBe('2d 0h 0m 5s');
    expect(formatCountdown(61_999, 'en')).toBe('1m 1s');
    expect(formatCountdown(0, 'en')).toBe('0s');
    expect(formatCountdown(-5_000, 'en')).toBe('0s');
  });

  it('writes them the user’s way', () => {
    expect(formatCountdown(DAY + 3_600_000, 'zh')).toBe('1天1小时0分钟0秒');
    expect(formatCountdown(3_600_000, 'kor')).toBe('1시간 0분 0초');
    expect(formatCountdown(3_600_000, 'jp')).toMatch(/^1 ?時間 ?0 ?分 ?0 ?秒$/);
  });
});
