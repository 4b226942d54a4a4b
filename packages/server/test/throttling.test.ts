import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, PASSWORD, ROOT_INVITE, solve, uniqueEmail, uniqueUsername } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const FIFTEEN_MINUTES = 15 * 60_000;
const HOUR = 60 * 60_000;

/** Loopback addresses stand in for distinct clients: 127.0.<block>.<n>. */
const addresses = (block: number, count: number) =>
  Array.from({ length: count }, (_, i) => `127.0.${block}.${i + 1}`);

/**
 * Runs `total` calls, `size` at a time: enough at once to be parallel, few enough that the server's
 * bounded hashing queue (which answers "busy" past a short wait) keeps up on a small machine.
 */
const inBatches = async (
  total: number,
  size: number,
  call: (i: number) => Promise<Answer>,
): Promise<Answer[]> => {
  const answers: Answer[] = [];
  for (let start = 0; start < total; start += size) {
    const batch = Array.from({ length: Math.min(size, total - start) }, (_, i) => call(start + i));
    answers.push(...(await Promise.all(batch)));
  }
  return answers;
};

const codes = (answers: readonly Answer[]) => answers.map((answer) => answer.body.code ?? answer.body.type);
const count = (answers: readonly Answer[], code: string) => codes(answers).filter((c) => c === code).length;

// A server of its own: the per-address counts here would otherwise spill into other suites.
describeOnEachDatabase('throttling', (h) => {
  // Time stands still in each test but for `advance`: budgets regain an attempt every few seconds
  // (9 s for 100 in 15 minutes), and on a busy machine, in a mutation run, a hundred hashed
  // guesses can take longer than that.
  beforeEach(() => h.clock.freeze());
  afterEach(() => h.clock.thaw());

  const login = (user_string: string, password: string, from?: string, solveChallenges = true) =>
    h.api.post(
      '/user/login',
      { user_string, password },
      { solveChallenges, ...(from === undefined ? {} : { from }) },
    );

  describe('sign-in', () => {
    it('answers 429 after 10 failed logins on one account from one address, then lets time heal it', async () => {
      const email = await h.api.registerByEmail();
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login(email, 'wrong-password', '127.0.9.1')).body.code).toBe('SESSION.LOGIN_FAILED');
      }
      const throttled = await h.api.post(
        '/user/login',
        { user_string: email, password: PASSWORD },
        { lang: 'pt', from: '127.0.9.1' },
      );
      expect(throttled.status).toBe(429);
      expect(throttled.body).toEqual({
        type: 'error',
        code: 'SHARED.RATE_LIMITED',
        message: 'Muitas tentativas. Tente novamente mais tarde.',
      });
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);

      // The owner, elsewhere, is not locked out; nor is another account from the same address.
      expect((await login(email, PASSWORD, '127.0.9.2')).body.type).toBe('ok');
      expect((await login(await h.api.registerByEmail(), PASSWORD, '127.0.9.1')).body.type).toBe('ok');

      h.clock.advance(FIFTEEN_MINUTES);
      expect((await login(email, PASSWORD, '127.0.9.1')).body.type).toBe('ok');
    });

    it('checks at most 10 of 300 parallel guesses at one account from one address', async () => {
      const username = await h.api.registerByUsername();
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          login(username, i === 149 ? PASSWORD : `wrong-${i}`, '127.0.10.1'),
        ),
      );
      const checked = count(answers, 'SESSION.LOGIN_FAILED') + count(answers, 'ok');
      expect(checked).toBeLessThanOrEqual(10);
      expect(count(answers, 'SHARED.RATE_LIMITED')).toBe(300 - checked);
      // Only the right password can have opened a session, and only if it was among the first ten.
      const opened = answers.findIndex((answer) => answer.body.type === 'ok');
      expect([-1, 149]).toContain(opened);
    });

    it('starts the count afresh after a successful sign-in', async () => {
      const email = await h.api.registerByEmail();
      for (let attempt = 1; attempt <= 9; attempt++) await login(email, 'wrong-password', '127.0.11.1');
      expect((await login(email, PASSWORD, '127.0.11.1')).body.type).toBe('ok');
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login(email, 'wrong-password', '127.0.11.1')).body.code).toBe('SESSION.LOGIN_FAILED');
      }
      expect((await login(email, PASSWORD, '127.0.11.1')).status).toBe(429);
    });

    it('makes an address past 100 failures prove work, and still lets correct passwords in', async () => {
      const from = '127.0.12.1';
      // 100 failures on 100 different (unknown) accounts spend the address's budget.
      const sprayed = await inBatches(100, 20, (i) =>
        login(`nobody-${i}@example.com`, 'wrong-password', from),
      );
      expect(count(sprayed, 'SESSION.LOGIN_FAILED')).toBe(100);

      const email = await h.api.registerByEmail();
      const challenged = await login(email, PASSWORD, from, false);
      expect(challenged.status).toBe(429);
      expect(challenged.body.code).toBe('SHARED.CHALLENGE_REQUIRED');
      expect(challenged.headers.get('proof-of-work-challenge')).toMatch(/^\d+\.\d+\./);
      // The same person, solving the challenge as the app does, is let in; a solution is spent once.
      const proof = solve(challenged.headers.get('proof-of-work-challenge') ?? '');
      const withProof = () =>
        h.api.post(
          '/user/login',
          { user_string: email, password: PASSWORD },
          { from, solveChallenges: false, headers: { 'proof-of-work': proof } },
        );
      expect((await withProof()).body.type).toBe('ok');
      expect((await withProof()).body.code).toBe('SHARED.CHALLENGE_REQUIRED');
      // Other addresses are not concerned.
      expect((await login(email, PASSWORD, '127.0.12.2', false)).body.type).toBe('ok');
    });

    it('makes everyone prove work for an account guessed at from 100 addresses, its owner included', async () => {
      const email = await h.api.registerByEmail();
      const from = addresses(13, 100);
      const guesses = await inBatches(100, 20, (i) => login(email, 'wrong-password', from[i]));
      expect(count(guesses, 'SESSION.LOGIN_FAILED')).toBe(100);
      const owner = await login(email, PASSWORD, '127.0.14.1', false);
      expect(owner.body.code).toBe('SHARED.CHALLENGE_REQUIRED');
      expect((await login(email, PASSWORD, '127.0.14.1')).body.type).toBe('ok');
      h.clock.advance(HOUR);
      expect((await login(email, PASSWORD, '127.0.14.1', false)).body.type).toBe('ok');
    });
  });

  describe('codes', () => {
    it('throttles wrong registration codes per account and address', async () => {
      const attempt = (email: string) =>
        h.api.post(
          '/user/register',
          {
            user_string: email,
            code: '000000',
            password: PASSWORD,
            re_password: PASSWORD,
            extension_code: ROOT_INVITE,
          },
          { from: '127.0.15.1' },
        );
      const email = uniqueEmail();
      for (let i = 1; i <= 10; i++) expect((await attempt(email)).status).toBe(200);
      expect((await attempt(email)).status).toBe(429);
      expect((await attempt(uniqueEmail())).status).toBe(200);
    });

    it('throttles wrong reset codes per account and address, for accounts that do not exist too', async () => {
      const reset = (user_string: string, from: string) =>
        h.api.post(
          '/user/forget',
          { user_string, code: '000000', password: 'brand-new-pass', re_password: 'brand-new-pass' },
          { from },
        );
      for (const account of [await h.api.registerByEmail(), uniqueEmail()]) {
        for (let i = 1; i <= 10; i++) {
          expect((await reset(account, '127.0.20.1')).body.code).toBe('SESSION.CODE_INVALID');
        }
        expect((await reset(account, '127.0.20.1')).status).toBe(429);
        expect((await reset(account, '127.0.20.2')).body.code).toBe('SESSION.CODE_INVALID');
      }
    });

    it('throttles wrong codes on security settings per account and address, not per account alone', async () => {
      const email = await h.api.registerByEmail();
      const token = await h.api.login(email);
      const setPay = (code: string, options: { lang?: string; from?: string } = {}) =>
        h.api.post(
          '/safe/update_password',
          { password: '246810', re_password: '246810', code },
          { token, from: '127.0.16.1', ...options },
        );
      for (let i = 1; i <= 10; i++) expect((await setPay('000000')).body.code).toBe('SESSION.CODE_INVALID');
      const throttled = await setPay('000000', { lang: 'zh' });
      expect(throttled.status).toBe(429);
      expect(throttled.body).toEqual({
        type: 'error',
        code: 'SHARED.RATE_LIMITED',
        message: '尝试次数过多，请稍后再试',
      });
      // From another address the same account goes on.
      expect((await setPay('000000', { from: '127.0.16.2' })).body.code).toBe('SESSION.CODE_INVALID');
      // Another account on the same address is not locked out by this one's failures.
      const other = await h.api.login(await h.api.registerByEmail());
      const fine = await h.api.post(
        '/safe/update_password',
        { password: '246810', re_password: '246810', code: '000000' },
        { token: other, from: '127.0.16.1' },
      );
      expect(fine.body.code).toBe('SESSION.CODE_INVALID');
    });
  });

  describe('costly requests per address', () => {
    it('asks for work past 30 codes sent from one address', async () => {
      const send = (solveChallenges: boolean) =>
        h.api.post(
          '/sms_mail',
          { user_string: uniqueEmail(), scene: 'register' },
          { from: '127.0.17.1', solveChallenges },
        );
      for (let i = 1; i <= 30; i++) expect((await send(false)).status).toBe(200);
      const challenged = await send(false);
      expect(challenged.status).toBe(429);
      expect(challenged.body.code).toBe('SHARED.CHALLENGE_REQUIRED');
      expect((await send(true)).body.type).toBe('ok');
    });

    it('refuses 400 parallel sign-ups of a taken name before hashing any, and counts every refusal', async () => {
      const taken = await h.api.registerByUsername();
      const register = (from: string) =>
        h.api.post(
          '/user/register',
          {
            type: 'username',
            user_string: taken,
            password: PASSWORD,
            re_password: PASSWORD,
            extension_code: ROOT_INVITE,
          },
          { from, solveChallenges: false },
        );
      const answers = await Promise.all(Array.from({ length: 400 }, () => register('127.0.18.1')));
      // 20 sign-ups an hour per address; of those, 10 refusals per account and address.
      expect(count(answers, 'SESSION.ACCOUNT_EXISTS')).toBe(10);
      expect(count(answers, 'SHARED.RATE_LIMITED') + count(answers, 'SHARED.CHALLENGE_REQUIRED')).toBe(390);
      expect(count(answers, 'ok')).toBe(0);
      // Those refusals count against that name from that address, not against other names.
      const another = await h.api.post(
        '/user/register',
        {
          type: 'username',
          user_string: uniqueUsername(),
          password: PASSWORD,
          re_password: PASSWORD,
          extension_code: ROOT_INVITE,
        },
        { from: '127.0.18.1' },
      );
      expect(another.body.type).toBe('ok');
    });

    it('asks for work past 20 sign-ups an hour from one address', async () => {
      const register = (solveChallenges: boolean) =>
        h.api.post(
          '/user/register',
          {
            type: 'username',
            user_string: uniqueUsername(),
            password: PASSWORD,
            re_password: PASSWORD,
            extension_code: ROOT_INVITE,
          },
          { from: '127.0.19.1', solveChallenges },
        );
      for (let i = 1; i <= 20; i++) expect((await register(false)).body.type).toBe('ok');
      expect((await register(false)).body.code).toBe('SHARED.CHALLENGE_REQUIRED');
      expect((await register(true)).body.type).toBe('ok');
    });
  });
});
