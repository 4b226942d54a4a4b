import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, PasswordHasher } from './passwords.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with Argon2id at OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
    const hashed = await hasher.hash('correct-horse');
    if (E.isLeft(hashed)) throw new Error('busy');
    expect(hashed.right).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hashed.right, 'correct-horse')).toEqual(E.right(true));
    expect(await hasher.verify(hashed.right, 'wrong-horse')).toEqual(E.right(false));
  });

  it('treats a malformed stored hash as a failed check', async () => {
    expect(await hasher.verify('not-a-hash', 'anything')).toEqual(E.right(false));
  });

  it('fails for accounts that do not exist, after the same work', async () => {
    expect(await hasher.verifyNobody('correct-horse')).toEqual(E.right(false));
  });

  it('answers busy, without hashing, once a hash waited too long for its turn', async () => {
    const narrow = new PasswordHasher({ concurrency: 1, maxWaitMs: 1 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => narrow.hash('correct-horse')));
    expect(answers.filter(E.isRight).length).toBeGreaterThanOrEqual(1);
    expect(answers.filter(E.isLeft)).toContainEqual(E.left({ kind: 'busy', retryAfterSeconds: 2 }));
  });
});

describe('isCommonPassword', () => {
  it.each(['password', 'Password', '12345678', 'qwerty123', 'iloveyou', 'PASSWORD1'])(
    'knows %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['correct-horse', 'Tessera-2026!', 'vX9#q2Lr'])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
