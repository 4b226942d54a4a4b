import { describe, expect, it } from 'vitest';
import { type Answer, PASSWORD, ROOT_INVITE, uniqueEmail } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const MINUTE = 61_000;
/** Spec: codes live 10 minutes. */
const TEN_MINUTES = 10 * 60_000;
/** Credential changes hold withdrawals for 24 hours. */
const DAY = 24 * 60 * 60_000;

const codeOf = (answer: Answer) => answer.body.code ?? answer.body.type;
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describeOnEachDatabase('verification codes under attack', (h) => {
  const reset = (email: string, code: string, from: string, password = 'brand-new-pass') =>
    h.api.post('/user/forget', { user_string: email, code, password, re_password: password }, { from });
  const register = (email: string, code: string, from: string) =>
    h.api.post(
      '/user/register',
      { user_string: email, code, password: PASSWORD, re_password: PASSWORD, extension_code: ROOT_INVITE },
      { from },
    );

  describe('wrong guesses from strangers', () => {
    it("do not spoil the owner's reset code: each address has its own five tries", async () => {
      const email = await h.api.registerByEmail();
      h.clock.advance(MINUTE);
      const code = await h.api.emailCode(email, 'forget');
      for (let i = 1; i <= 5; i++) {
        expect(codeOf(await reset(email, wrong(code), '127.0.20.1'))).toBe('SESSION.CODE_INVALID');
      }
      // The stranger's tries at this code are spent, even with the right code...
      expect(codeOf(await reset(email, code, '127.0.20.1'))).toBe('SESSION.CODE_ATTEMPTS_EXCEEDED');
      // ...but the owner's are not.
      expect(codeOf(await reset(email, code, '127.0.20.2'))).toBe('ok');
    });

    it('cost the code nothing once their address has no tries left at it', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      // Five addresses try ten times each: five wrong guesses each count, the refused ones do not,
      // so the code has taken 25 of its 50.
      for (let address = 1; address <= 5; address++) {
        for (let i = 1; i <= 10; i++) await register(email, wrong(code), `127.0.27.${address}`);
      }
      expect(codeOf(await register(email, code, '127.0.27.9'))).toBe('ok');
    });

    it('never compare one code more than 50 times, whatever 200 addresses do at once', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => register(email, wrong(code), `127.0.21.${i + 1}`)),
      );
      const compared = answers.filter((answer) => codeOf(answer) === 'SESSION.CODE_INVALID').length;
      expect(compared).toBe(50);
      expect(answers.filter((answer) => codeOf(answer) === 'SESSION.CODE_ATTEMPTS_EXCEEDED')).toHaveLength(
        150,
      );
      // The code is dead for everyone now; a fresh one works.
      expect(codeOf(await register(email, code, '127.0.21.250'))).toBe('SESSION.CODE_ATTEMPTS_EXCEEDED');
      h.clock.advance(MINUTE);
      expect(codeOf(await register(email, await h.api.emailCode(email), '127.0.21.251'))).toBe('ok');
    });
  });

  describe('new codes', () => {
    it('do not void a code the owner already holds: every live code works, once', async () => {
      const email = await h.api.registerByEmail();
      h.clock.advance(MINUTE);
      const held = await h.api.emailCode(email, 'forget');
      // A stranger asks for another reset code a minute later.
      h.clock.advance(MINUTE);
      const second = await h.api.post(
        '/sms_mail',
        { user_string: email, scene: 'forget' },
        { from: '127.0.22.9' },
      );
      expect(second.body.type).toBe('ok');
      expect(codeOf(await reset(email, held, '127.0.22.1'))).toBe('ok');
      expect(codeOf(await reset(email, held, '127.0.22.1', 'another-new-pass'))).toBe('SESSION.CODE_INVALID');
    });

    it('live exactly ten minutes: a moment before the end one works, at the end one has expired', async () => {
      await h.clock.frozen(async () => {
        const early = uniqueEmail();
        const earlyCode = await h.api.emailCode(early);
        const late = uniqueEmail();
        const lateCode = await h.api.emailCode(late);
        h.clock.advance(TEN_MINUTES - 1);
        expect(codeOf(await register(early, earlyCode, '127.0.23.1'))).toBe('ok');
        h.clock.advance(1);
        expect(codeOf(await register(late, lateCode, '127.0.23.1'))).toBe('SESSION.CODE_EXPIRED');
      });
    });

    it('go out once a minute per address and scene, saying how many seconds are left', async () => {
      const email = await h.api.registerByEmail();
      h.clock.advance(MINUTE);
      const other = await h.api.registerByEmail();
      h.clock.advance(MINUTE);
      const send = (to: string, scene: string) => h.api.post('/sms_mail', { user_string: to, scene });
      await h.clock.frozen(async () => {
        expect(codeOf(await send(email, 'forget'))).toBe('ok');
        h.clock.advance(1);
        expect((await send(email, 'forget')).body).toEqual({
          type: 'error',
          code: 'SESSION.CODE_TOO_SOON',
          message: 'Please wait 60 seconds before requesting another code',
        });
        // Another scene, or another address, need not wait.
        expect(codeOf(await send(email, 'security'))).toBe('ok');
        expect(codeOf(await send(other, 'forget'))).toBe('ok');
        h.clock.advance(59_000);
        expect((await send(email, 'forget')).body.message).toBe(
          'Please wait 1 seconds before requesting another code',
        );
        h.clock.advance(999);
        expect(codeOf(await send(email, 'forget'))).toBe('ok');
      });
      // The registration code, two reset codes and a security code.
      expect(await h.api.outbox(email)).toHaveLength(4);
    });

    it('say what they are for and how long they live', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      const [message] = await h.api.outbox(email);
      expect(message).toMatchObject({
        to: email,
        channel: 'email',
        body: `Your verification code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
      });
    });
  });

  describe('redemption', () => {
    it('uses a code once when 200 requests race to redeem it', async () => {
      const email = await h.api.registerByEmail();
      h.clock.advance(MINUTE);
      const code = await h.api.emailCode(email, 'forget');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => reset(email, code, `127.0.24.${i + 1}`, `new-pass-${i}-x`)),
      );
      const succeeded = answers
        .map((answer, i) => ({ ok: codeOf(answer) === 'ok', password: `new-pass-${i}-x` }))
        .filter((answer) => answer.ok);
      expect(succeeded).toHaveLength(1);
      // The others were told the code is gone (used, or out of guesses), never that they succeeded.
      const others = new Set(answers.map(codeOf).filter((code) => code !== 'ok'));
      expect(
        [...others].every((code) =>
          ['SESSION.CODE_INVALID', 'SESSION.CODE_ATTEMPTS_EXCEEDED'].includes(code),
        ),
      ).toBe(true);
      expect(await h.api.login(email, succeeded[0]?.password)).toBeTruthy();
    });

    it('holds withdrawals for 24 hours after a password reset, as after any credential change', async () => {
      const email = await h.api.registerByEmail();
      h.clock.advance(MINUTE);
      const code = await h.api.emailCode(email, 'forget');
      await h.clock.frozen(async () => {
        const until = new Date(h.clock.now().getTime() + DAY).toISOString();
        expect(codeOf(await reset(email, code, '127.0.25.1'))).toBe('ok');
        const token = await h.api.login(email, 'brand-new-pass');
        const held = async () =>
          (await h.api.get('/user/info', {}, { token })).body.message.withdrawals_held_until;
        expect(await held()).toBe(until);
        h.clock.advance(DAY - 1);
        expect(await held()).toBe(until);
        h.clock.advance(1);
        expect(await held()).toBeNull();
      });
    });
  });

  describe('common passwords', () => {
    it.each([['password'], ['Password1'], ['qwerty123']])(
      'refuses %s at sign-up and at reset',
      async (password) => {
        const answer = await h.api.post('/user/register', {
          type: 'username',
          user_string: `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
          password,
          re_password: password,
          extension_code: ROOT_INVITE,
        });
        expect(answer.body).toEqual({
          type: 'error',
          code: 'SESSION.PASSWORD_TOO_COMMON',
          message: 'This password is too common. Please choose one that is harder to guess.',
        });
        const email = await h.api.registerByEmail();
        h.clock.advance(MINUTE);
        const code = await h.api.emailCode(email, 'forget');
        expect(codeOf(await reset(email, code, '127.0.26.1', password))).toBe('SESSION.PASSWORD_TOO_COMMON');
      },
    );
  });
});
