/** The server's only source of the current time, so tests can move it (e.g. to expire a code). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
