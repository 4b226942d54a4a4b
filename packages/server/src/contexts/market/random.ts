/** 32-bit FNV-1a: turns a seed text into a PRNG seed. */
export const seedOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * Mulberry32: a tiny, fast, well-distributed PRNG. Not for secrets (those use node:crypto);
 * here what matters is that the same seed replays the same market.
 */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A standard normal draw (Box–Muller) from a uniform source. */
export const normal = (uniform: () => number): number => {
  const u = 1 - uniform(); // (0, 1]: log(0) is not a number
  const v = uniform();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
};
