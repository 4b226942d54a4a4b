/**
 * Lets promise actors settle in tests: each await gives the microtask queue one more turn. Core has
 * no timer globals (no DOM, no Node), and promise actors never need a macrotask.
 */
export const settle = async (turns = 25): Promise<void> => {
  for (let i = 0; i < turns; i += 1) await Promise.resolve();
};
