import { createHash } from 'node:crypto';
import { leadingZeroBits, parseChallenge, parseProof } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from './proof-of-work.js';

describe('solveChallenge', () => {
  it('finds a nonce whose SHA-256 (checked with Node, not the solver) starts with the asked zero bits', async () => {
    const challenge = parseChallenge('1767225600000.12.abcdEFGH1234.0123456789abcdefABCDEF');
    if (challenge === undefined) throw new Error('not a challenge');
    const proof = await solveChallenge(challenge);
    expect(parseProof(proof)?.challenge).toBe(challenge.text);
    const digest = createHash('sha256').update(proof, 'utf8').digest();
    expect(leadingZeroBits(digest)).toBeGreaterThanOrEqual(12);
  });
});
