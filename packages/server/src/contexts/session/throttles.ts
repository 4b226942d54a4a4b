import * as E from 'fp-ts/lib/Either.js';
import type { Challenges } from '../../shared/challenges.js';
import type { RateKey, RateLimits, RatePolicy } from '../../shared/rate-limits.js';
import { challenged, type Outcome, type RequestContext, rateLimited } from '../handler.js';

const MINUTE = 60_000;

/**
 * Every budget of attempts, in one place. The choice (docs/architecture.md, "Throttling"): limits
 * per (account, address) refuse outright, since they only ever hold back one account from one
 * address; limits per address or per account alone would let one party lock out others (everyone
 * behind a shared address, or an account's owner), so past them an attempt must carry a solved
 * proof-of-work challenge instead: a person pays a moment of CPU once, a guesser on every guess.
 */
export const BUDGETS = {
  /** Wrong passwords for one account from one address. */
  passwordPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords from one address, whatever the account. */
  passwordPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  /** Wrong passwords for one account from anywhere (ASVS 2.2.1: at most 100 an hour). */
  passwordPerAccount: { limit: 100, windowMs: 60 * MINUTE },
  /** Wrong codes (verification, invitation) for one account from one address. */
  codePerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong codes from one address. */
  codePerAddress: { limit: 100, windowMs: 15 * MINUTE },
  /** Wrong second factors (authenticator or recovery codes) for one account from one address. */
  secondFactorPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong second factors from one address, whatever the account. */
  secondFactorPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  /**
   * Wrong second factors for one account from anywhere. Only a holder of the password (or of a
   * session) gets to guess, and refusing the account would lock its owner out, so past this the
   * guesser proves work on every guess.
   */
  secondFactorPerAccount: { limit: 30, windowMs: 60 * MINUTE },
  /** Codes sent from one address, whatever the recipient (each one can cost an SMS). */
  sendsPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** Account-existence lookups (`/user/check_email`) from one address. */
  lookupsPerAddress: { limit: 100, windowMs: 15 * MINUTE },
  /** Accounts created from one address. */
  signUpsPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  /** Uploads by one user: each can be megabytes. */
  uploadsPerUser: { limit: 30, windowMs: 15 * MINUTE },
  /**
   * Wrong payment passwords of one user. Six digits are a million guesses; only the session's
   * holder can guess, so refusing that user alone holds back nobody else.
   */
  payPasswordPerUser: { limit: 5, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RatePolicy>;

/** The budgets one attempt draws on: `hard` ones refuse past their limit, `soft` ones ask for work. */
export interface AttemptBudgets {
  readonly hard: readonly RateKey[];
  readonly soft: readonly RateKey[];
  /** What a challenge for this attempt unlocks; a solution is good for this scope only. */
  readonly scope: string;
}

const rateKey = (key: string, policy: RatePolicy): RateKey => ({ key, policy });

/** Password checks (sign-in, and re-authentication before sensitive changes). */
export const passwordBudgets = (account: string, address: string): AttemptBudgets => ({
  hard: [rateKey(`password:account+address:${account}|${address}`, BUDGETS.passwordPerAccountAndAddress)],
  soft: [
    rateKey(`password:address:${address}`, BUDGETS.passwordPerAddress),
    rateKey(`password:account:${account}`, BUDGETS.passwordPerAccount),
  ],
  scope: `password|${address}`,
});

/** Code checks (registration, reset, security and binding codes, invitation codes). */
export const codeBudgets = (account: string, address: string): AttemptBudgets => ({
  hard: [rateKey(`code:account+address:${account}|${address}`, BUDGETS.codePerAccountAndAddress)],
  soft: [rateKey(`code:address:${address}`, BUDGETS.codePerAddress)],
  scope: `code|${address}`,
});

/** Second-factor checks: a sign-in's code, and the codes that guard withdrawals and turning 2FA off. */
export const secondFactorBudgets = (userId: number, address: string): AttemptBudgets => ({
  hard: [rateKey(`2fa:account+address:${userId}|${address}`, BUDGETS.secondFactorPerAccountAndAddress)],
  soft: [
    rateKey(`2fa:address:${address}`, BUDGETS.secondFactorPerAddress),
    rateKey(`2fa:account:${userId}`, BUDGETS.secondFactorPerAccount),
  ],
  scope: `2fa|${address}`,
});

/** One budget per address for requests that cost the server (sends, lookups, sign-ups). */
export const addressBudget = (
  name: 'sendsPerAddress' | 'lookupsPerAddress' | 'signUpsPerAddress',
  address: string,
): AttemptBudgets => ({
  hard: [],
  soft: [rateKey(`${name}:${address}`, BUDGETS[name])],
  scope: `${name}|${address}`,
});

/** An admitted attempt. A failure needs no call: its reservations simply stay counted. */
export interface Attempt {
  /** It succeeded: the hard budgets start afresh, the soft ones get their event back. */
  succeeded(): Promise<void>;
  /** It never really happened (refused before any secret was checked): everything is given back. */
  cancelled(): Promise<void>;
}

/** How hard challenges are: `baseBits` zero bits at first, one more per doubling of the excess. */
export interface ChallengeDifficulty {
  readonly baseBits: number;
  readonly maxBits: number;
}

/** How an attempt waiting for a hard budget polls: quickly at first, then backing off. */
const PATIENCE_FIRST_PAUSE_MS = 20;
const PATIENCE_MAX_PAUSE_MS = 250;

/** About half a second of a browser's work at first (2^16 hashes), half a minute at most; each bit doubles it. */
export const DEFAULT_DIFFICULTY: ChallengeDifficulty = { baseBits: 16, maxBits: 22 };

/**
 * Admits attempts against their budgets. Every budget is reserved before the attempt's slow or
 * secret work starts, in the database every server process shares, so no number of parallel
 * requests gets more attempts than the budgets allow.
 */
export class AttemptGate {
  constructor(
    private readonly limits: RateLimits,
    private readonly challenges: Challenges,
    private readonly difficulty: ChallengeDifficulty = DEFAULT_DIFFICULTY,
  ) {}

  /**
   * `patienceMs`: how long an attempt may wait for a hard budget held by attempts still in flight.
   * A burst of one user's own requests (each carrying the right secret) is then checked a few at a
   * time instead of refused, since each success gives its reservation back; wrong secrets keep
   * theirs, so a guesser still gets no more than the limit, only later.
   */
  async admit(
    budgets: AttemptBudgets,
    context: Pick<RequestContext, 'proof'>,
    { patienceMs = 0 }: { readonly patienceMs?: number } = {},
  ): Promise<Outcome<Attempt>> {
    const reserved: RateKey[] = [];
    const giveBack = () => Promise.all(reserved.map((key) => this.limits.release(key)));
    const deadline = performance.now() + patienceMs;

    for (const key of budgets.hard) {
      for (let pause = PATIENCE_FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, PATIENCE_MAX_PAUSE_MS)) {
        const reservation = await this.limits.reserve(key);
        if (reservation.allowed) break;
        const left = deadline - performance.now();
        if (left <= 0) {
          await giveBack();
          return rateLimited(reservation.retryAfterMs);
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
      }
      reserved.push(key);
    }

    const spent: { key: RateKey; excess: number }[] = [];
    for (const key of budgets.soft) {
      const reservation = await this.limits.reserve(key);
      if (reservation.allowed) reserved.push(key);
      else spent.push({ key, excess: reservation.excess });
    }
    if (spent.length > 0) {
      const bits = this.#bits(Math.max(...spent.map((s) => s.excess)));
      if (!(await this.challenges.redeem(context.proof, budgets.scope, bits))) {
        await giveBack();
        return challenged(this.challenges.issue(budgets.scope, bits));
      }
      // Paid for with work, and still counted: the next challenge gets harder.
      for (const { key } of spent) {
        await this.limits.force(key);
        reserved.push(key);
      }
    }

    const hard = new Set(budgets.hard);
    return E.right({
      succeeded: async () => {
        for (const key of reserved) await (hard.has(key) ? this.limits.clear(key) : this.limits.release(key));
      },
      cancelled: async () => {
        await giveBack();
      },
    });
  }

  #bits(excess: number): number {
    const { baseBits, maxBits } = this.difficulty;
    return Math.min(maxBits, baseBits + Math.floor(Math.log2(1 + excess / 8)));
  }
}

/** One budget per signed-in user, refused past its limit: only that user is ever held back. */
export const userBudget = (
  name: 'uploadsPerUser' | 'payPasswordPerUser',
  userId: number,
): AttemptBudgets => ({
  hard: [rateKey(`${name}:${userId}`, BUDGETS[name])],
  soft: [],
  scope: `${name}|${userId}`,
});
