import type { Challenge } from '@tessera/contract';
import { leadingZeroBits, workText } from '@tessera/contract/proof-of-work';

/** Hashes between two yields to the event loop: a few dozen milliseconds, so a page keeps painting. */
const HASHES_PER_SLICE = 5_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds the nonce a challenge asks for and answers the `Proof-Of-Work` header value. It takes
 * 2^bits hashes on average (about 150,000 a second in JavaScript); the contract caps bits, so
 * this always ends. The hash state after the fixed prefix is computed once and copied per nonce.
 */
export const solveChallenge = async (challenge: Challenge): Promise<string> => {
  // Only the forms behind a challenge (login, register, codes) need a hash: it is no part of the
  // first load.
  const { sha256 } = await import('@noble/hashes/sha2.js');
  const encoder = new TextEncoder();
  const prefix = workText(challenge.text, 0).slice(0, -1);
  const afterPrefix = sha256.create().update(encoder.encode(prefix));
  for (let nonce = 0; ; nonce += 1) {
    const digest = afterPrefix
      .clone()
      .update(encoder.encode(String(nonce)))
      .digest();
    if (leadingZeroBits(digest) >= challenge.bits) return workText(challenge.text, nonce);
    if (nonce % HASHES_PER_SLICE === HASHES_PER_SLICE - 1) await nextTask();
  }
};
