import { describe, expect, it } from 'vitest';
import { leadingZeroBits, parseChallenge, parseProof, workText } from './proof-of-work.js';

describe('proof of work', () => {
  it.each([
    [[0xff], 0],
    [[0x80], 0],
    [[0x7f], 1],
    [[0x01], 7],
    [[0x00, 0xff], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
  ])('counts the leading zero bits of %j as %i', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });

  it('reads a challenge and refuses what is not one', () => {
    const text = '1767225600000.18.abcdEFGH1234.0123456789abcdefABCDEF';
    expect(parseChallenge(text)).toEqual({ text, expiresAt: 1767225600000, bits: 18 });
    expect(parseChallenge('1767225600000.29.abcdEFGH1234.0123456789abcdefABCDEF')).toBeUndefined();
    expect(parseChallenge('x.18.abcdEFGH1234.0123456789abcdefABCDEF')).toBeUndefined();
    expect(parseChallenge('')).toBeUndefined();
  });

  it('splits a proof at its last colon, the nonce being digits', () => {
    expect(parseProof(workText('a.b.c', 42))).toEqual({ challenge: 'a.b.c', nonce: 42 });
    expect(parseProof('a.b.c:')).toBeUndefined();
    expect(parseProof(':42')).toBeUndefined();
    expect(parseProof('a.b.c:4x')).toBeUndefined();
  });
});
