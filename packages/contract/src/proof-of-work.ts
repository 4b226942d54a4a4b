/**
 * Proof of work, the answer to an address (or account) that has spent its budget of attempts:
 * instead of refusing everyone behind that address, the server asks each further attempt to carry
 * the solution of a puzzle. A person pays a moment of CPU once; a guesser pays it on every guess.
 *
 * The server answers HTTP 429 with the `Proof-Of-Work-Challenge` header; the client finds a nonce
 * such that SHA-256(`<challenge>:<nonce>`) starts with `bits` zero bits and repeats the request with
 * `Proof-Of-Work: <challenge>:<nonce>`. A challenge is `<expires ms>.<bits>.<salt>.<mac>`: the
 * server signs it, so it keeps no state until one is spent.
 */
export const CHALLENGE_HEADER = 'proof-of-work-challenge';
export const PROOF_HEADER = 'proof-of-work';

export interface Challenge {
  readonly text: string;
  readonly expiresAt: number;
  readonly bits: number;
}

/** Most bits a server ever asks for: 2^28 hashes is minutes of a phone's time, far past any use. */
export const MAX_CHALLENGE_BITS = 28;

const CHALLENGE_TEXT = /^(\d{1,15})\.(\d{1,2})\.([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{16,128})$/;

/** Reads a challenge; undefined when it is not one (then the client has nothing to solve). */
export const parseChallenge = (text: string): Challenge | undefined => {
  const match = CHALLENGE_TEXT.exec(text);
  if (match === null) return undefined;
  const bits = Number(match[2]);
  if (bits > MAX_CHALLENGE_BITS) return undefined;
  return { text, expiresAt: Number(match[1]), bits };
};

/** The text whose hash must start with the challenge's zero bits. */
export const workText = (challenge: string, nonce: number): string => `${challenge}:${nonce}`;

/** Splits a `Proof-Of-Work` header into its challenge and nonce. */
export const parseProof = (header: string): { challenge: string; nonce: number } | undefined => {
  const at = header.lastIndexOf(':');
  const nonce = header.slice(at + 1);
  if (at <= 0 || !/^\d{1,15}$/.test(nonce)) return undefined;
  return { challenge: header.slice(0, at), nonce: Number(nonce) };
};

/** How many zero bits a digest starts with. */
export const leadingZeroBits = (digest: Uint8Array): number => {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
};
