import { describe, expect, it } from 'vitest';

describe('@tessera/core', () => {
  it('loads: every context’s module evaluates (machines, codecs, constants) and the composition is there', async () => {
    // Imported here rather than at the top so that a module failing to evaluate fails this test
    // instead of making the whole file vanish from the run.
    const core = await import('./index.js');
    expect(typeof core.createTessera).toBe('function');
    expect(core.sessionMachine.id).toBe('session');
    expect(core.Decimal.precision).toBe(50);
  });
});
