import { createHash } from 'node:crypto';
import { leadingZeroBits, parseChallenge, workText } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { Challenges } from '../../shared/challenges.js';
import type { RateKey } from '../../shared/rate-limits.js';
import { RateLimits } from '../../shared/rate-limits.js';
import type { Outcome } from '../handler.js';
import {
  type Attempt,
  type AttemptBudgets,
  AttemptGate,
  addressBudget,
  codeBudgets,
  passwordBudgets,
  userBudget,
} from './throttles.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A proof-of-work header for `challenge`, by brute force (the gate below asks for few bits). */
const solve = (challenge: string): string => {
  const parsed = parseChallenge(challenge);
  if (parsed === undefined) throw new Error(`not a challenge: ${challenge}`);
  for (let nonce = 0; ; nonce += 1) {
    const text = workText(parsed.text, nonce);
    if (leadingZeroBits(createHash('sha256').update(text).digest()) >= parsed.bits) return text;
  }
};

type Answer = 'admitted' | 'refused' | 'challenged';

const answerOf = (outcome: Outcome<Attempt>): Answer =>
  E.isRight(outcome) ? 'admitted' : outcome.left.kind === 'challenge' ? 'challenged' : 'refused';

describe('AttemptGate', () => {
  let db: Kysely<Database>;
  let now = Date.parse('2026-11-01T00:00:00Z');
  const clock = { now: () => new Date(now) };
  let limits: RateLimits;
  let challenges: Challenges;
  /** The production difficulty: 16 bits at first, at most 22. */
  let gate: AttemptGate;
  /** Two bits at first, at most six: challenges this test can solve at once. */
  let easy: AttemptGate;
  let n = 0;
  /** An address no other test uses. */
  const address = () => `10.0.${Math.floor(n / 200)}.${n++ % 200}`;
  const account = () => `user:${n++}`;
  const key = (limit: number, windowMs: number): RateKey => ({
    key: `test:${n++}`,
    policy: { limit, windowMs },
  });
  const noProof = { proof: null };

  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: undefined, dataDir: MEMORY_DATA_DIR, schema: undefined });
    await migrateToLatest(db);
    limits = new RateLimits(db, clock);
    challenges = await Challenges.open(db, clock);
    gate = new AttemptGate(limits, challenges);
    easy = new AttemptGate(limits, challenges, { baseBits: 2, maxBits: 6 });
    // An in-memory PGlite takes seconds to start on a busy machine.
  }, 60_000);
  afterAll(() => db.destroy());

  /** Admits `count` attempts, none of them successful; answers how each went. */
  const attempts = async (count: number, budgets: () => AttemptBudgets): Promise<Answer[]> => {
    const answers: Answer[] = [];
    for (let i = 0; i < count; i++) answers.push(answerOf(await gate.admit(budgets(), noProof)));
    return answers;
  };
  const admittedAll = (answers: readonly Answer[]) => answers.every((answer) => answer === 'admitted');

  const challengeOf = (outcome: Outcome<Attempt>): string => {
    if (E.isRight(outcome) || outcome.left.kind !== 'challenge') {
      throw new Error(`expected a challenge, got ${JSON.stringify(outcome)}`);
    }
    return outcome.left.challenge;
  };
  const bitsOf = (outcome: Outcome<Attempt>): number | undefined =>
    parseChallenge(challengeOf(outcome))?.bits;

  describe('the budgets of docs/architecture.md', () => {
    it('refuses the 11th wrong password for one account from one address in 15 minutes, for 90 seconds', async () => {
      const [who, from] = [account(), address()];
      expect(admittedAll(await attempts(10, () => passwordBudgets(who, from)))).toBe(true);
      expect(await gate.admit(passwordBudgets(who, from), noProof)).toEqual(
        E.left({ kind: 'rateLimited', retryAfterSeconds: 90 }),
      );
      // Only that account from that address: the same account elsewhere, another account here,
      // and codes for that account from that address go on.
      expect(answerOf(await gate.admit(passwordBudgets(who, address()), noProof))).toBe('admitted');
      expect(answerOf(await gate.admit(passwordBudgets(account(), from), noProof))).toBe('admitted');
      expect(answerOf(await gate.admit(codeBudgets(who, from), noProof))).toBe('admitted');
      // One attempt is regained every 90 seconds (15 minutes / 10).
      now += 89 * SECOND;
      expect(answerOf(await gate.admit(passwordBudgets(who, from), noProof))).toBe('refused');
      now += SECOND;
      expect(answerOf(await gate.admit(passwordBudgets(who, from), noProof))).toBe('admitted');
      expect(answerOf(await gate.admit(passwordBudgets(who, from), noProof))).toBe('refused');
    });

    it('refuses the 11th wrong code for one account from one address in 15 minutes', async () => {
      const [who, from] = [account(), address()];
      expect(admittedAll(await attempts(10, () => codeBudgets(who, from)))).toBe(true);
      expect(await gate.admit(codeBudgets(who, from), noProof)).toEqual(
        E.left({ kind: 'rateLimited', retryAfterSeconds: 90 }),
      );
      expect(answerOf(await gate.admit(codeBudgets(who, address()), noProof))).toBe('admitted');
      expect(answerOf(await gate.admit(codeBudgets(account(), from), noProof))).toBe('admitted');
      expect(answerOf(await gate.admit(passwordBudgets(who, from), noProof))).toBe('admitted');
    });

    it('asks for work past 100 wrong passwords from one address in 15 minutes, whatever the accounts', async () => {
      const from = address();
      expect(admittedAll(await attempts(100, () => passwordBudgets(account(), from)))).toBe(true);
      expect(answerOf(await gate.admit(passwordBudgets(account(), from), noProof))).toBe('challenged');
      expect(answerOf(await gate.admit(passwordBudgets(account(), address()), noProof))).toBe('admitted');
      // Codes are a budget of their own.
      expect(answerOf(await gate.admit(codeBudgets(account(), from), noProof))).toBe('admitted');
      // One regained every 9 seconds (15 minutes / 100).
      now += 9 * SECOND - 1;
      expect(answerOf(await gate.admit(passwordBudgets(account(), from), noProof))).toBe('challenged');
      now += 1;
      expect(answerOf(await gate.admit(passwordBudgets(account(), from), noProof))).toBe('admitted');
    });

    it('asks for work past 100 wrong passwords for one account in an hour, whatever the addresses', async () => {
      const who = account();
      expect(admittedAll(await attempts(100, () => passwordBudgets(who, address())))).toBe(true);
      expect(answerOf(await gate.admit(passwordBudgets(who, address()), noProof))).toBe('challenged');
      expect(answerOf(await gate.admit(codeBudgets(who, address()), noProof))).toBe('admitted');
      // One regained every 36 seconds (an hour / 100).
      now += 36 * SECOND - 1;
      expect(answerOf(await gate.admit(passwordBudgets(who, address()), noProof))).toBe('challenged');
      now += 1;
      expect(answerOf(await gate.admit(passwordBudgets(who, address()), noProof))).toBe('admitted');
    });

    it('asks for work past 100 wrong codes from one address in 15 minutes', async () => {
      const from = address();
      expect(admittedAll(await attempts(100, () => codeBudgets(account(), from)))).toBe(true);
      expect(answerOf(await gate.admit(codeBudgets(account(), from), noProof))).toBe('challenged');
      expect(answerOf(await gate.admit(codeBudgets(account(), address()), noProof))).toBe('admitted');
      expect(answerOf(await gate.admit(passwordBudgets(account(), from), noProof))).toBe('admitted');
      now += 9 * SECOND - 1;
      expect(answerOf(await gate.admit(codeBudgets(account(), from), noProof))).toBe('challenged');
      now += 1;
      expect(answerOf(await gate.admit(codeBudgets(account(), from), noProof))).toBe('admitted');
    });

    it.each([
      ['sendsPerAddress', 30, 30 * SECOND],
      ['lookupsPerAddress', 100, 9 * SECOND],
      ['signUpsPerAddress', 20, 3 * MINUTE],
    ] as const)(
      'asks for work past %s = %i from one address, one regained every %i ms',
      async (name, limit, stepMs) => {
        const from = address();
        expect(admittedAll(await attempts(limit, () => addressBudget(name, from)))).toBe(true);
        expect(answerOf(await gate.admit(addressBudget(name, from), noProof))).toBe('challenged');
        expect(answerOf(await gate.admit(addressBudget(name, address()), noProof))).toBe('admitted');
        now += stepMs - 1;
        expect(answerOf(await gate.admit(addressBudget(name, from), noProof))).toBe('challenged');
        now += 1;
        expect(answerOf(await gate.admit(addressBudget(name, from), noProof))).toBe('admitted');
      },
    );

    it('keeps the address budgets apart: sends, lookups and sign-ups each count alone', async () => {
      const from = address();
      expect(admittedAll(await attempts(30, () => addressBudget('sendsPerAddress', from)))).toBe(true);
      expect(answerOf(await gate.admit(addressBudget('lookupsPerAddress', from), noProof))).toBe('admitted');
      expect(answerOf(await gate.admit(addressBudget('signUpsPerAddress', from), noProof))).toBe('admitted');
    });

    it('refuses the 31st upload of one user in 15 minutes, for 30 seconds, and no one else', async () => {
      const user = n++;
      expect(admittedAll(await attempts(30, () => userBudget('uploadsPerUser', user)))).toBe(true);
      expect(await gate.admit(userBudget('uploadsPerUser', user), noProof)).toEqual(
        E.left({ kind: 'rateLimited', retryAfterSeconds: 30 }),
      );
      expect(answerOf(await gate.admit(userBudget('uploadsPerUser', n++), noProof))).toBe('admitted');
    });
  });

  describe('challenges', () => {
    /**
     * A budget of one event a second, `excess` events past its limit: its one event is reserved
     * `excess` seconds ahead, which is where that many further events would have pushed it.
     */
    const spentBy = async (excess: number): Promise<RateKey> => {
      const spent = key(1, SECOND);
      const today = now;
      now += excess * SECOND;
      await limits.reserve(spent);
      now = today;
      return spent;
    };
    const budgetsOf = (soft: RateKey[], hard: RateKey[] = []): AttemptBudgets => ({
      hard,
      soft,
      scope: `test|${n++}`,
    });

    it.each([
      [0, 16],
      [7, 16],
      [8, 17],
      [23, 17],
      [24, 18],
      [56, 19],
      [120, 20],
      [504, 22],
      [1016, 22],
    ])(
      'past the limit by %i, asks for %i zero bits: 16 at first, one more per doubling, 22 at most',
      async (excess, bits) => {
        expect(bitsOf(await gate.admit(budgetsOf([await spentBy(excess)]), noProof))).toBe(bits);
      },
    );

    it('asks for the work of the most exceeded budget', async () => {
      const budgets = budgetsOf([await spentBy(0), await spentBy(8)]);
      expect(bitsOf(await gate.admit(budgets, noProof))).toBe(17);
    });

    it('admits an attempt carrying the solution, once, and only for the scope it was issued for', async () => {
      const spent = await spentBy(0);
      const budgets = budgetsOf([spent]);
      const proof = solve(challengeOf(await easy.admit(budgets, noProof)));
      expect(answerOf(await easy.admit({ ...budgets, scope: `${budgets.scope}x` }, { proof }))).toBe(
        'challenged',
      );
      expect(answerOf(await easy.admit(budgets, { proof }))).toBe('admitted');
      expect(answerOf(await easy.admit(budgets, { proof }))).toBe('challenged');
    });

    it('binds a challenge to the address and kind of attempt', async () => {
      const from = address();
      expect(admittedAll(await attempts(30, () => addressBudget('sendsPerAddress', from)))).toBe(true);
      const proof = solve(challengeOf(await easy.admit(addressBudget('sendsPerAddress', from), noProof)));
      const elsewhere = address();
      expect(admittedAll(await attempts(30, () => addressBudget('sendsPerAddress', elsewhere)))).toBe(true);
      expect(answerOf(await easy.admit(addressBudget('sendsPerAddress', elsewhere), { proof }))).toBe(
        'challenged',
      );
      expect(admittedAll(await attempts(100, () => addressBudget('lookupsPerAddress', from)))).toBe(true);
      expect(answerOf(await easy.admit(addressBudget('lookupsPerAddress', from), { proof }))).toBe(
        'challenged',
      );
      expect(answerOf(await easy.admit(addressBudget('sendsPerAddress', from), { proof }))).toBe('admitted');
    });

    it('still counts a paid attempt, so the budget heals no sooner', async () => {
      const spent = await spentBy(0);
      const budgets = budgetsOf([spent]);
      const proof = solve(challengeOf(await easy.admit(budgets, noProof)));
      expect(answerOf(await easy.admit(budgets, { proof }))).toBe('admitted');
      // Without the paid attempt the budget would have room again after one second.
      now += SECOND;
      expect(answerOf(await easy.admit(budgets, noProof))).toBe('challenged');
      now += SECOND;
      expect(answerOf(await easy.admit(budgets, noProof))).toBe('admitted');
    });

    it('gives back what a challenged attempt had reserved', async () => {
      const fresh = key(1, HOUR);
      expect(answerOf(await gate.admit(budgetsOf([await spentBy(0), fresh]), noProof))).toBe('challenged');
      expect(answerOf(await gate.admit(budgetsOf([fresh]), noProof))).toBe('admitted');
    });
  });

  describe('outcomes', () => {
    it('gives back the hard budgets already reserved when a later one refuses', async () => {
      const roomy = key(2, HOUR);
      const full = key(1, HOUR);
      await limits.reserve(full);
      expect(answerOf(await gate.admit({ hard: [roomy, full], soft: [], scope: 'test' }, noProof))).toBe(
        'refused',
      );
      expect(await attempts(3, () => ({ hard: [roomy], soft: [], scope: 'test' }))).toEqual([
        'admitted',
        'admitted',
        'refused',
      ]);
    });

    it('starts the hard budgets afresh after a success, and gives the soft ones their event back', async () => {
      const hard = key(3, HOUR);
      const soft = key(3, HOUR);
      const budgets = { hard: [hard], soft: [soft], scope: 'test' };
      expect(admittedAll(await attempts(2, () => budgets))).toBe(true);
      const success = await gate.admit(budgets, noProof);
      if (E.isLeft(success)) throw new Error('refused');
      await success.right.succeeded();
      expect(await attempts(4, () => ({ hard: [hard], soft: [], scope: 'test' }))).toEqual([
        'admitted',
        'admitted',
        'admitted',
        'refused',
      ]);
      expect(await attempts(2, () => ({ hard: [], soft: [soft], scope: 'test' }))).toEqual([
        'admitted',
        'challenged',
      ]);
    });

    it('gives everything back when the attempt is cancelled', async () => {
      const budgets = { hard: [key(1, HOUR)], soft: [key(1, HOUR)], scope: 'test' };
      const first = await gate.admit(budgets, noProof);
      if (E.isLeft(first)) throw new Error('refused');
      await first.right.cancelled();
      const second = await gate.admit(budgets, noProof);
      expect(answerOf(second)).toBe('admitted');
      expect(answerOf(await gate.admit(budgets, noProof))).toBe('refused');
    });
  });
});
