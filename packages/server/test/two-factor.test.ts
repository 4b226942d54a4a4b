import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, PASSWORD } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';
import { COINS, newWithdrawer, PAY_PASSWORD, walletOf } from './support/wallet.js';

const STEP_MS = 30_000;

const codes = (answers: readonly Answer[]) => answers.map((answer) => answer.body.code ?? answer.body.type);
const count = (answers: readonly Answer[], code: string) => codes(answers).filter((c) => c === code).length;

// A server of its own: the second-factor budgets counted here would otherwise spill into other suites.
describeOnEachDatabase('two-factor authentication', (h) => {
  // TOTP codes belong to 30-second steps of the server's clock: time stands still but for `advance`.
  beforeEach(() => h.clock.freeze());
  afterEach(() => h.clock.thaw());

  /** The authenticator app's code for `secret` at the server's time (plus `offsetMs`). */
  const codeOf = (secret: string, offsetMs = 0) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: h.clock.now().getTime() + offsetMs });
  /** The next step's time: a code of it is one the server has not accepted yet. */
  const nextStep = () => h.clock.advance(STEP_MS);

  const setUp = async (token: string) => {
    const answer = await h.api.post('/safe/two_factor/setup', {}, { token });
    expect(answer.body.type).toBe('ok');
    return answer.body.message as { secret: string; uri: string };
  };

  /** A user with two-factor authentication on: their token, secret and recovery codes. */
  const withTwoFactor = async (token: string) => {
    const { secret } = await setUp(token);
    const answer = await h.api.post(
      '/safe/two_factor/enable',
      { code: codeOf(secret), password: PASSWORD },
      { token },
    );
    expect(answer.body.type).toBe('ok');
    nextStep();
    return { secret, recoveryCodes: answer.body.message.recovery_codes as string[] };
  };

  const newUser = async () => {
    const email = await h.api.registerByEmail();
    const token = await h.api.login(email);
    return { email, token, ...(await withTwoFactor(token)) };
  };

  /** The password step: with 2FA on, its message is the challenge. */
  const challenge = async (email: string, from?: string): Promise<string> => {
    const answer = await h.api.post(
      '/user/login',
      { user_string: email, password: PASSWORD },
      from === undefined ? {} : { from },
    );
    expect(answer.body.message).toMatchObject({ two_factor: true, challenge: expect.any(String) });
    return answer.body.message.challenge;
  };

  const secondStep = (challengeToken: string, code: string, options: { from?: string; lang?: string } = {}) =>
    h.api.post('/user/login/two_factor', { challenge: challengeToken, code }, options);

  describe('turning it on', () => {
    it('issues a secret to scan, and turns it on only with a current code and the password', async () => {
      const email = await h.api.registerByEmail();
      const token = await h.api.login(email);
      const { secret, uri } = await setUp(token);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 160 bits, base32
      expect(uri).toMatch(/^otpauth:\/\/totp\/.+\?/);
      expect(uri).toContain(`secret=${secret}`);
      expect(uri).toContain(encodeURIComponent(email));
      expect((await h.api.get('/safe/two_factor', {}, { token })).body.message).toEqual({
        enabled: false,
        recovery_codes_left: 0,
      });

      const enable = (params: Record<string, string>) =>
        h.api.post('/safe/two_factor/enable', params, { token });
      expect((await enable({ code: codeOf(secret), password: 'wrong-password' })).body.code).toBe(
        'ACCOUNT.PASSWORD_WRONG',
      );
      expect((await enable({ code: codeOf(secret, 10 * STEP_MS), password: PASSWORD })).body.code).toBe(
        'SESSION.TWO_FACTOR_CODE_INVALID',
      );
      expect((await enable({ code: '12345', password: PASSWORD })).body.code).toBe('SESSION.TOTP_FORMAT');
      // A pending secret does not sign anyone in with a second factor yet.
      expect(
        typeof (await h.api.post('/user/login', { user_string: email, password: PASSWORD })).body.message,
      ).toBe('string');

      const on = await enable({ code: codeOf(secret), password: PASSWORD });
      expect(on.body.type).toBe('ok');
      const recovery: string[] = on.body.message.recovery_codes;
      expect(recovery).toHaveLength(10);
      for (const code of recovery) expect(code).toMatch(/^([A-Z2-9]{4}-){5}[A-Z2-9]{4}$/);
      expect(new Set(recovery).size).toBe(10);
      expect((await h.api.get('/safe/two_factor', {}, { token })).body.message).toEqual({
        enabled: true,
        recovery_codes_left: 10,
      });

      // The secret is never answered again, and nobody can set up another over it.
      const again = await h.api.post('/safe/two_factor/setup', {}, { token });
      expect(again.body).toMatchObject({ type: 'error', code: 'ACCOUNT.TWO_FACTOR_ALREADY_ON' });
      expect(JSON.stringify(again.body)).not.toContain(secret);
    });

    it('needs a session, and answers in the request language', async () => {
      expect((await h.api.post('/safe/two_factor/setup', {})).body.type).toBe(999);
      const { token } = { token: await h.api.login(await h.api.registerByEmail()) };
      const { secret } = await setUp(token);
      const wrong = await h.api.post(
        '/safe/two_factor/enable',
        { code: codeOf(secret, 10 * STEP_MS), password: PASSWORD },
        { token, lang: 'fra' },
      );
      expect(wrong.body).toEqual({
        type: 'error',
        code: 'SESSION.TWO_FACTOR_CODE_INVALID',
        message: 'Le code est erroné ou a déjà été utilisé',
      });
    });
  });

  describe('signing in', () => {
    it('answers a challenge to the password, and the token to a current code, each once', async () => {
      const { email, secret } = await newUser();
      const first = await challenge(email);
      const code = codeOf(secret);
      const signedIn = await secondStep(first, code);
      expect(signedIn.body.type).toBe('ok');
      expect(signedIn.body.message).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect((await h.api.get('/user/info', {}, { token: signedIn.body.message })).body.message.email).toBe(
        email,
      );

      // The same code again, even with a new challenge, and the same challenge again: refused.
      expect((await secondStep(await challenge(email), code)).body.code).toBe(
        'SESSION.TWO_FACTOR_CODE_INVALID',
      );
      expect((await secondStep(first, codeOf(secret, STEP_MS))).body.code).toBe(
        'SESSION.LOGIN_CHALLENGE_EXPIRED',
      );

      // The next step's code signs in.
      nextStep();
      expect((await secondStep(await challenge(email), codeOf(secret))).body.type).toBe('ok');
    });

    it('takes a recovery code instead, once, however it is typed', async () => {
      const { email, recoveryCodes, token } = await newUser();
      const [code] = recoveryCodes as [string];
      const typed = code.toLowerCase().replaceAll('-', ' ');
      expect((await secondStep(await challenge(email), typed)).body.type).toBe('ok');
      expect((await secondStep(await challenge(email), code)).body.code).toBe(
        'SESSION.TWO_FACTOR_CODE_INVALID',
      );
      expect((await h.api.get('/safe/two_factor', {}, { token })).body.message.recovery_codes_left).toBe(9);
    });

    it('ends a challenge after 5 minutes, and after 5 codes', async () => {
      const { email, secret } = await newUser();
      const late = await challenge(email);
      h.clock.advance(5 * 60_000);
      expect((await secondStep(late, codeOf(secret))).body).toEqual({
        type: 'error',
        code: 'SESSION.LOGIN_CHALLENGE_EXPIRED',
        message: 'This sign-in has expired. Please sign in again.',
      });

      const guessed = await challenge(email);
      for (let guess = 0; guess < 5; guess++)
        expect((await secondStep(guessed, String(100000 + guess))).body.code).toBe(
          'SESSION.TWO_FACTOR_CODE_INVALID',
        );
      expect((await secondStep(guessed, codeOf(secret))).body.code).toBe('SESSION.LOGIN_CHALLENGE_EXPIRED');
      expect((await secondStep(await challenge(email), codeOf(secret))).body.type).toBe('ok');
    });

    it('refuses a made-up challenge and a malformed code, and says so in the request language', async () => {
      expect((await secondStep('no-such-challenge', '123456')).body.code).toBe(
        'SESSION.LOGIN_CHALLENGE_EXPIRED',
      );
      const { email } = await newUser();
      const answer = await secondStep(await challenge(email), '12-34', { lang: 'spa' });
      expect(answer.body).toEqual({
        type: 'error',
        code: 'SESSION.SECOND_FACTOR_FORMAT',
        message: 'Introduzca el código de 6 dígitos del autenticador o un código de recuperación',
      });
    });

    it('signs in once when 200 requests from 200 addresses race with one code over 20 challenges', async () => {
      const { email, secret } = await newUser();
      const challenges: string[] = [];
      for (let i = 0; i < 20; i++) challenges.push(await challenge(email));
      const code = codeOf(secret);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          secondStep(challenges[i % 20] as string, code, { from: `127.0.60.${i + 1}` }),
        ),
      );
      expect(count(answers, 'ok')).toBe(1);
      // The rest were refused: the code or the challenge already spent, or, past the account's
      // budget of wrong second factors, a proof of work asked for (a guess as far as the server knows).
      const refusals = new Set([
        'SESSION.TWO_FACTOR_CODE_INVALID',
        'SESSION.LOGIN_CHALLENGE_EXPIRED',
        'SHARED.CHALLENGE_REQUIRED',
      ]);
      expect(codes(answers).filter((code) => code !== 'ok' && !refusals.has(code))).toEqual([]);
      const token = answers.find((answer) => answer.body.type === 'ok')?.body.message;
      expect((await h.api.get('/user/info', {}, { token })).body.message.email).toBe(email);
    });

    it('checks at most 10 of 200 parallel wrong codes from one address, and never locks the owner out', async () => {
      const { email, secret } = await newUser();
      const challenges: string[] = [];
      for (let i = 0; i < 40; i++) challenges.push(await challenge(email, '127.0.61.1'));
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          secondStep(challenges[i % 40] as string, String(100000 + i), { from: '127.0.61.1' }),
        ),
      );
      const checked = count(answers, 'SESSION.TWO_FACTOR_CODE_INVALID');
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(10);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(200 - checked);
      expect(count(answers, 'SHARED.RATE_LIMITED')).toBe(200 - checked);

      // The owner, elsewhere, signs in; from the guessed-at address, once the window has passed.
      expect(
        (await secondStep(await challenge(email, '127.0.61.2'), codeOf(secret), { from: '127.0.61.2' })).body
          .type,
      ).toBe('ok');
      h.clock.advance(15 * 60_000);
      expect(
        (await secondStep(await challenge(email, '127.0.61.1'), codeOf(secret), { from: '127.0.61.1' })).body
          .type,
      ).toBe('ok');
    });
  });

  describe('turning it off', () => {
    it('needs a current code, holds withdrawals for 24 hours, and signs in with the password alone after', async () => {
      const { email, secret, token } = await newUser();
      const off = (code: string) => h.api.post('/safe/two_factor/disable', { code }, { token });
      expect((await off(codeOf(secret, 10 * STEP_MS))).body.code).toBe('SESSION.TWO_FACTOR_CODE_INVALID');
      expect((await h.api.get('/safe/two_factor', {}, { token })).body.message.enabled).toBe(true);

      const done = await off(codeOf(secret));
      expect(done.body).toEqual({
        type: 'ok',
        message: 'Two-factor authentication is off. Withdrawals are held for 24 hours.',
      });
      expect((await h.api.get('/safe/two_factor', {}, { token })).body.message).toEqual({
        enabled: false,
        recovery_codes_left: 0,
      });
      const info = (await h.api.get('/user/info', {}, { token })).body.message;
      expect(new Date(info.withdrawals_held_until).getTime()).toBe(
        h.clock.now().getTime() + 24 * 60 * 60_000,
      );
      expect((await off(codeOf(secret))).body.code).toBe('ACCOUNT.TWO_FACTOR_OFF');
      expect(
        typeof (await h.api.post('/user/login', { user_string: email, password: PASSWORD })).body.message,
      ).toBe('string');
    });

    it('takes a recovery code when the authenticator is lost', async () => {
      const { recoveryCodes, token } = await newUser();
      const answer = await h.api.post(
        '/safe/two_factor/disable',
        { code: recoveryCodes[3] as string },
        { token },
      );
      expect(answer.body.type).toBe('ok');
    });
  });

  describe('withdrawals', () => {
    const withdraw = (token: string, params: Record<string, string>) =>
      h.api.post(
        '/wallet/out',
        { coin_id: COINS.USDT_ERC20, number: '10', payment_password: PAY_PASSWORD, ...params },
        { token },
      );

    it('need the authenticator’s current code once 2FA is on, each code once', async () => {
      const user = await newWithdrawer(h.api, h.clock);
      await walletOf(h.api).deposit(user.email, 'USDT', '100');
      const { secret } = await withTwoFactor(user.token);
      expect((await h.api.post('/wallet/get_info', {}, { token: user.token })).body.message.two_factor).toBe(
        true,
      );

      const to = { address_id: user.addressId };
      expect((await withdraw(user.token, to)).body.code).toBe('WALLET.TWO_FACTOR_CODE_REQUIRED');
      expect((await withdraw(user.token, { ...to, totp_code: '12' })).body.code).toBe('SESSION.TOTP_FORMAT');
      expect((await withdraw(user.token, { ...to, totp_code: codeOf(secret, 10 * STEP_MS) })).body.code).toBe(
        'SESSION.TWO_FACTOR_CODE_INVALID',
      );
      const code = codeOf(secret);
      expect((await withdraw(user.token, { ...to, totp_code: code })).body.type).toBe('ok');
      expect((await withdraw(user.token, { ...to, totp_code: code })).body.code).toBe(
        'SESSION.TWO_FACTOR_CODE_INVALID',
      );

      // Twenty withdrawals racing with the next code: one goes out.
      nextStep();
      const next = codeOf(secret);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => withdraw(user.token, { ...to, totp_code: next })),
      );
      expect(count(answers, 'ok')).toBe(1);
      // The others are refused: the code was spent (or, checked at once, throttled as a guess would be).
      expect(count(answers, 'SESSION.TWO_FACTOR_CODE_INVALID') + count(answers, 'SHARED.RATE_LIMITED')).toBe(
        19,
      );
      const list = (await h.api.get('/user/withdraw/list', {}, { token: user.token })).body.message;
      expect(list.total).toBe(2);

      // A retry after a lost answer, with its key and the (now spent) code, gets the first answer.
      // (Past the wrong codes of the race above, whose budget a quarter of an hour restores.)
      h.clock.advance(15 * 60_000);
      const key = { 'idempotency-key': `2fa-withdraw-${Date.now()}` };
      const once = codeOf(secret);
      const withKey = () =>
        h.api.post(
          '/wallet/out',
          { coin_id: COINS.USDT_ERC20, number: '10', payment_password: PAY_PASSWORD, ...to, totp_code: once },
          { token: user.token, headers: key },
        );
      const first = await withKey();
      expect(first.body.type).toBe('ok');
      expect((await withKey()).body.message).toEqual(first.body.message);
      expect((await h.api.get('/user/withdraw/list', {}, { token: user.token })).body.message.total).toBe(3);
    });
  });
});
