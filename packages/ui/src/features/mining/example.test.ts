import { describe, expect, it } from 'vitest';
import { exampleFigures } from './example';

describe('the welcome page’s worked example', () => {
  it('is spec §9’s: 120 of penalty and 9,880 back after 2 of 5 days, the yields of those days kept', () => {
    const figures = exampleFigures();
    expect(figures.daysLeft).toBe(3);
    expect(figures.penalty.toFixed()).toBe('120');
    expect(figures.returned.toFixed()).toBe('9880');
    expect([figures.yieldMin.toFixed(), figures.yieldMax.toFixed()]).toEqual(['150', '200']);
    expect([figures.keptMin.toFixed(), figures.keptMax.toFixed()]).toEqual(['60', '80']);
  });
});
