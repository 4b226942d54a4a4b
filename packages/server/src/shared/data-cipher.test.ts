import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DataCipher } from './data-cipher.js';

const keyOf = (version: string) => ({ version, key: randomBytes(32) });

describe('DataCipher', () => {
  const v1 = keyOf('v1');
  const cipher = new DataCipher(v1);

  it('opens what it sealed, in the same context, for any text and any bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.uint8Array(), fc.string(), (text, bytes, context) => {
        expect(cipher.openText(cipher.sealText(text, context), context)).toBe(text);
        expect(cipher.openBytes(cipher.sealBytes(bytes, context), context)).toEqual(bytes);
      }),
    );
  });

  it('writes the key version in front of a base64url nonce, ciphertext and tag, never the clear text', () => {
    const sealed = cipher.sealText('Ada Lovelace', 'bank_cards.real_name:7');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    // 12 bytes of nonce, the 12 of the text, 16 of tag.
    expect(Buffer.from(sealed.slice(3), 'base64url')).toHaveLength(12 + 12 + 16);
    expect(sealed).not.toContain('Ada');
    const bytes = cipher.sealBytes(new TextEncoder().encode('JFIF photo'), 'upload:1');
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/^tessera-sealed:v1:/);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('JFIF');
  });

  it('draws a new nonce for every value: the same text seals differently each time', () => {
    const seals = new Set(Array.from({ length: 100 }, () => cipher.sealText('same', 'ctx')));
    expect(seals.size).toBe(100);
  });

  it('does not open a value in another context (another row, another column)', () => {
    const sealed = cipher.sealText('P1234567', 'verification_submissions.card_id:1');
    expect(() => cipher.openText(sealed, 'verification_submissions.card_id:2')).toThrow('moved or altered');
    expect(() => cipher.openText(sealed, 'verification_submissions.name:1')).toThrow('moved or altered');
    const bytes = cipher.sealBytes(Uint8Array.from([1, 2, 3]), 'upload:a');
    expect(() => cipher.openBytes(bytes, 'upload:b')).toThrow('moved or altered');
  });

  it('refuses an altered value, and a truncated one', () => {
    const sealed = cipher.sealText('P1234567', 'ctx');
    const payload = Buffer.from(sealed.slice(3), 'base64url');
    payload[14] = (payload[14] ?? 0) ^ 1;
    expect(() => cipher.openText(`v1:${payload.toString('base64url')}`, 'ctx')).toThrow('moved or altered');
    const bytes = cipher.sealBytes(Uint8Array.from([1, 2, 3]), 'ctx');
    expect(() => cipher.openBytes(bytes.subarray(0, bytes.length - 1), 'ctx')).toThrow('moved or altered');
  });

  it('passes values from before encryption through unchanged, and says they need sealing', () => {
    expect(cipher.openText('Ada Lovelace', 'ctx')).toBe('Ada Lovelace');
    expect(cipher.openNullable(null, 'ctx')).toBeNull();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47]);
    expect(cipher.openBytes(png, 'ctx')).toEqual(png);
    expect(cipher.isCurrent('Ada Lovelace')).toBe(false);
    expect(cipher.isCurrent(png)).toBe(false);
    expect(cipher.isCurrent(cipher.sealText('x', 'ctx'))).toBe(true);
    expect(cipher.isCurrent(cipher.sealBytes(png, 'ctx'))).toBe(true);
  });

  it('rotates: an older key still opens what it sealed, new values use the new key', () => {
    const v2 = keyOf('v2');
    const before = cipher.sealText('old secret', 'ctx');
    const oldBytes = cipher.sealBytes(Uint8Array.from([9, 9]), 'ctx');
    const rotated = new DataCipher(v2, [v1]);
    expect(rotated.version).toBe('v2');
    expect(rotated.openText(before, 'ctx')).toBe('old secret');
    expect(rotated.openBytes(oldBytes, 'ctx')).toEqual(Uint8Array.from([9, 9]));
    expect(rotated.isCurrent(before)).toBe(false);
    const after = rotated.sealText('new secret', 'ctx');
    expect(after.startsWith('v2:')).toBe(true);
    expect(rotated.isCurrent(after)).toBe(true);
    // Without the old key, what it sealed cannot be read, and the message says what to configure.
    expect(() => new DataCipher(v2).openText(before, 'ctx')).toThrow('data key v1, which is not configured');
    // The old key alone cannot read the new values.
    expect(() => cipher.openText(after, 'ctx')).toThrow('data key v2');
  });

  it('refuses a key of the wrong size, a malformed version and two keys of one version', () => {
    expect(() => new DataCipher({ version: 'v1', key: randomBytes(16) })).toThrow('32 bytes');
    expect(() => new DataCipher({ version: 'one', key: randomBytes(32) })).toThrow('like v1');
    expect(() => new DataCipher(keyOf('v1'), [keyOf('v1')])).toThrow('two data keys');
  });

  it('indexes equal values equally under one key, per purpose, and differently under another key', () => {
    const index = cipher.blindIndex('document', 'P1234567');
    expect(index).toMatch(/^v1:[A-Za-z0-9_-]{43}$/);
    expect(cipher.blindIndex('document', 'P1234567')).toBe(index);
    expect(cipher.blindIndex('document', 'P1234568')).not.toBe(index);
    expect(cipher.blindIndex('card', 'P1234567')).not.toBe(index);
    expect(new DataCipher(keyOf('v1')).blindIndex('document', 'P1234567')).not.toBe(index);
  });
});
