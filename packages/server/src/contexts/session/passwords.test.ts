import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './passwords.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with Argon2id at OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
    const hash = await hasher.hash('correct-horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'correct-horse')).toBe(true);
    expect(await hasher.verify(hash, 'wrong-horse')).toBe(false);
  });

  it('treats a malformed stored hash as a failed check', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });

  it('fails for accounts that do not exist, after the same work', async () => {
    expect(await hasher.verifyNobody('correct-horse')).toBe(false);
  });
});
