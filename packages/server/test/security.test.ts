import { describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail, uniqueMobile } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const MINUTE = 61_000;
const DAY_MS = 24 * 60 * 60 * 1000;

describeOnEachDatabase('security settings', (h) => {
  const info = async (token: string) => (await h.api.get('/user/info', {}, { token })).body.message;
  /** An email account, signed in, past the one-code-a-minute wait of its registration code. */
  const emailAccount = async () => {
    const email = await h.api.registerByEmail();
    const token = await h.api.login(email);
    h.clock.advance(MINUTE);
    return { email, token };
  };
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  describe('security codes', () => {
    it('answers alike for unknown addresses and sends nothing there', async () => {
      const { email } = await emailAccount();
      const unknown = uniqueEmail();
      const toKnown = await h.api.post('/sms_mail', { user_string: email, scene: 'security' });
      const toUnknown = await h.api.post('/sms_mail', { user_string: unknown, scene: 'security' });
      expect(toUnknown.body).toEqual(toKnown.body);
      expect(toKnown.body.type).toBe('ok');
      expect(await h.api.outbox(unknown)).toEqual([]);
      expect(await h.api.outbox(email)).toHaveLength(2);
    });
  });

  describe('/safe/update_password', () => {
    const setPay = (token: string, code: string, password = '246810', re_password = password) =>
      h.api.post('/safe/update_password', { password, re_password, code }, { token });

    it('needs a security code, then sets the payment password and holds withdrawals for 24 hours', async () => {
      const { email, token } = await emailAccount();
      const code = await h.api.emailCode(email, 'security');

      expect((await setPay(token, wrongCode(code))).body).toMatchObject({ code: 'SESSION.CODE_INVALID' });
      expect(await info(token)).toMatchObject({ has_pay_password: false, withdrawals_held_until: null });

      const answer = await setPay(token, code);
      expect(answer.body).toEqual({
        type: 'ok',
        message: 'Your payment password has been saved. Withdrawals are held for 24 hours.',
      });
      const me = await info(token);
      expect(me.has_pay_password).toBe(true);
      const heldFor = new Date(me.withdrawals_held_until).getTime() - h.clock.now().getTime();
      expect(heldFor).toBeGreaterThan(DAY_MS - 10_000);
      expect(heldFor).toBeLessThanOrEqual(DAY_MS);
      // The code was used up.
      expect((await setPay(token, code, '135790')).body.code).toBe('SESSION.CODE_INVALID');
    });

    it('refuses a code of another scene, a bad format and a mismatch, changing nothing', async () => {
      const { email, token } = await emailAccount();
      const forgetCode = await h.api.emailCode(email, 'forget');
      expect((await setPay(token, forgetCode)).body.code).toBe('SESSION.CODE_INVALID');
      expect((await setPay(token, forgetCode, '12345')).body.code).toBe('ACCOUNT.PAY_PASSWORD_FORMAT');
      expect((await setPay(token, forgetCode, '123456', '654321')).body.code).toBe(
        'SESSION.PASSWORDS_INCONSISTENT',
      );
      expect((await info(token)).has_pay_password).toBe(false);
    });

    it('keeps other sessions, and lets one of two parallel requests use a code', async () => {
      const { email, token } = await emailAccount();
      const other = await h.api.login(email);
      const code = await h.api.emailCode(email, 'security');
      const answers = await Promise.all([setPay(token, code, '246810'), setPay(token, code, '135790')]);
      expect(answers.map((answer) => answer.body.code ?? answer.body.type).sort()).toEqual([
        'SESSION.CODE_INVALID',
        'ok',
      ]);
      expect((await h.api.get('/user/info', {}, { token: other })).body.type).toBe('ok');
    });

    it('asks accounts without an email or mobile to bind one first', async () => {
      const token = await h.api.login(await h.api.registerByUsername());
      expect((await setPay(token, '123456')).body.code).toBe('ACCOUNT.NO_CONTACT_BOUND');
    });
  });

  describe('/safe/login_password', () => {
    const change = (token: string, code: string, end_other_sessions: string) =>
      h.api.post(
        '/safe/login_password',
        { password: 'new-password-1', re_password: 'new-password-1', code, end_other_sessions },
        { token, form: true },
      );

    it('changes the password and, when asked, ends every other session', async () => {
      const { email, token } = await emailAccount();
      const other = await h.api.login(email);
      const answer = await change(token, await h.api.emailCode(email, 'security'), 'true');
      expect(answer.body).toEqual({
        type: 'ok',
        message: 'Your login password has been changed. Withdrawals are held for 24 hours.',
      });
      expect((await h.api.get('/user/info', {}, { token: other })).body.type).toBe(999);
      const me = await info(token);
      expect(me.withdrawals_held_until).not.toBeNull();
      expect((await h.api.post('/user/login', { user_string: email, password: PASSWORD })).body.type).toBe(
        'error',
      );
      expect(await h.api.login(email, 'new-password-1')).toBeTruthy();
    });

    it('keeps other sessions when not asked to end them', async () => {
      const { email, token } = await emailAccount();
      const other = await h.api.login(email);
      expect((await change(token, await h.api.emailCode(email, 'security'), 'false')).body.type).toBe('ok');
      expect((await h.api.get('/user/info', {}, { token: other })).body.type).toBe('ok');
    });

    it('sends the security code to the mobile of an account without email', async () => {
      const mobile = uniqueMobile();
      const registered = await h.api.post('/user/register', {
        type: 'mobile',
        user_string: mobile,
        area_code: '44',
        code: await h.api.mobileCode(mobile),
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: 'TESSERA',
      });
      expect(registered.body.type).toBe('ok');
      const token = await h.api.login(mobile);
      h.clock.advance(MINUTE);
      expect((await change(token, await h.api.mobileCode(mobile, 'security'), 'false')).body.type).toBe('ok');
    });

    it('refuses a weak or common password before touching the code', async () => {
      const { email, token } = await emailAccount();
      const code = await h.api.emailCode(email, 'security');
      const weak = await h.api.post(
        '/safe/login_password',
        { password: 'short', re_password: 'short', code, end_other_sessions: 'false' },
        { token },
      );
      expect(weak.body.code).toBe('SESSION.PASSWORD_LENGTH');
      const common = await h.api.post(
        '/safe/login_password',
        { password: 'Password1', re_password: 'Password1', code, end_other_sessions: 'false' },
        { token },
      );
      expect(common.body.code).toBe('SESSION.PASSWORD_TOO_COMMON');
      expect((await change(token, code, 'false')).body.type).toBe('ok');
    });
  });

  describe('what counts against the code budget of an account and address', () => {
    it('expired codes: the 11th from one address is refused, other accounts go on', async () => {
      const { email, token } = await emailAccount();
      const code = await h.api.emailCode(email, 'security');
      h.clock.advance(10 * 60_000);
      const setPay = (as: string) =>
        h.api.post(
          '/safe/update_password',
          { password: '246810', re_password: '246810', code },
          { token: as, from: '127.0.31.1' },
        );
      for (let i = 1; i <= 10; i++) expect((await setPay(token)).body.code).toBe('SESSION.CODE_EXPIRED');
      expect((await setPay(token)).status).toBe(429);
      const { token: other } = await emailAccount();
      expect((await setPay(other)).body.code).toBe('SESSION.CODE_INVALID');
    });

    it('wrong old codes, and new codes out of tries', async () => {
      const { email: old, token } = await emailAccount();
      const next = uniqueEmail();
      const code = await h.api.emailCode(next, 'bind');
      const oldCode = await h.api.emailCode(old, 'security');
      const bind = (old_code: string) =>
        h.api.post(
          '/safe/email',
          { email: next, code, old_code, password: PASSWORD },
          { token, from: '127.0.32.1' },
        );
      const answers: string[] = [];
      for (let i = 1; i <= 10; i++) answers.push((await bind(wrongCode(oldCode))).body.code);
      // Each try takes a guess at the new address's code too: five per address, then it is out of them.
      expect(answers).toEqual([
        ...Array<string>(5).fill('ACCOUNT.OLD_CODE_INVALID'),
        ...Array<string>(5).fill('SESSION.CODE_ATTEMPTS_EXCEEDED'),
      ]);
      expect((await bind(oldCode)).status).toBe(429);
    });

    it('not refusals that no right secret could have avoided', async () => {
      const taken = await h.api.registerByEmail();
      const token = await h.api.login(await h.api.registerByUsername());
      for (let i = 1; i <= 12; i++) {
        const answer = await h.api.post(
          '/safe/email',
          { email: taken, code: '123456', password: PASSWORD },
          { token, from: '127.0.33.1' },
        );
        expect(answer.body.code).toBe('ACCOUNT.CONTACT_TAKEN');
      }
    });
  });

  describe('/safe/email and /safe/mobile', () => {
    it('binds a first email with a code sent to it', async () => {
      const token = await h.api.login(await h.api.registerByUsername());
      const email = uniqueEmail();
      const code = await h.api.emailCode(email, 'bind');
      const wrong = await h.api.post(
        '/safe/email',
        { email, code: wrongCode(code), password: PASSWORD },
        { token },
      );
      expect(wrong.body.code).toBe('SESSION.CODE_INVALID');
      // As typed: spaces around, capitals.
      const answer = await h.api.post(
        '/safe/email',
        { email: `  ${email.toUpperCase()}  `, code, password: PASSWORD },
        { token },
      );
      expect(answer.body).toEqual({ type: 'ok', message: 'Your email address has been bound' });
      expect((await info(token)).email).toBe(email);
    });

    it('changes a bound email only with a code sent to the old one as well', async () => {
      const { email: old, token } = await emailAccount();
      const next = uniqueEmail();
      const code = await h.api.emailCode(next, 'bind');

      expect(
        (await h.api.post('/safe/email', { email: next, code, password: PASSWORD }, { token })).body.code,
      ).toBe('ACCOUNT.OLD_CODE_REQUIRED');
      const oldCode = await h.api.emailCode(old, 'security');
      const wrongOld = await h.api.post(
        '/safe/email',
        { email: next, code, old_code: wrongCode(oldCode), password: PASSWORD },
        { token },
      );
      expect(wrongOld.body.code).toBe('ACCOUNT.OLD_CODE_INVALID');
      expect((await info(token)).email).toBe(old);

      // The new address's code survived the failed attempt.
      const answer = await h.api.post(
        '/safe/email',
        { email: next, code, old_code: oldCode, password: PASSWORD },
        { token },
      );
      expect(answer.body.type).toBe('ok');
      expect((await info(token)).email).toBe(next);
      expect(await h.api.login(next)).toBeTruthy();
    });

    it('refuses the email already bound, before checking anything else', async () => {
      const { email, token } = await emailAccount();
      const again = await h.api.post(
        '/safe/email',
        { email, code: '123456', old_code: '123456', password: 'not-the-password' },
        { token },
      );
      expect(again.body.code).toBe('ACCOUNT.CONTACT_TAKEN');
    });

    it("refuses another account's email, from the code request on", async () => {
      const taken = await h.api.registerByEmail();
      h.clock.advance(MINUTE);
      const token = await h.api.login(await h.api.registerByUsername());
      const sent = await h.api.post('/sms_mail', { user_string: taken, scene: 'bind' });
      expect(sent.body).toMatchObject({ type: 'error', code: 'ACCOUNT.CONTACT_TAKEN' });
      const bound = await h.api.post(
        '/safe/email',
        { email: taken, code: '123456', password: PASSWORD },
        { token },
      );
      expect(bound.body).toMatchObject({ type: 'error', code: 'ACCOUNT.CONTACT_TAKEN' });
      expect((await info(token)).email).toBeNull();
    });

    it('binds a mobile, then changes it with both codes', async () => {
      const { token } = await emailAccount();
      const first = uniqueMobile();
      const bound = await h.api.post(
        '/safe/mobile',
        {
          area_code: '44',
          mobile: `  ${first}  `,
          code: await h.api.mobileCode(first, 'bind'),
          password: PASSWORD,
        },
        { token },
      );
      expect(bound.body).toEqual({ type: 'ok', message: 'Your mobile number has been bound' });
      expect((await info(token)).mobile).toBe(`+44${first}`);

      const second = uniqueMobile();
      const code = await h.api.mobileCode(second, 'bind');
      expect(
        (
          await h.api.post(
            '/safe/mobile',
            { area_code: '44', mobile: second, code, password: PASSWORD },
            { token },
          )
        ).body.code,
      ).toBe('ACCOUNT.OLD_CODE_REQUIRED');
      h.clock.advance(MINUTE);
      const oldCode = await h.api.mobileCode(first, 'security');
      const changed = await h.api.post(
        '/safe/mobile',
        { area_code: '44', mobile: second, code, old_code: oldCode, password: PASSWORD },
        { token },
      );
      expect(changed.body.type).toBe('ok');
      expect((await info(token)).mobile).toBe(`+44${second}`);
    });

    it('needs the login password: a stolen session alone cannot redirect codes and take the account', async () => {
      const username = await h.api.registerByUsername();
      const token = await h.api.login(username);
      const attacker = uniqueEmail();
      const code = await h.api.emailCode(attacker, 'bind');
      const missing = await h.api.post('/safe/email', { email: attacker, code }, { token });
      expect(missing.body.code).toBe('SHARED.INVALID_PARAMS');
      const guessed = await h.api.post(
        '/safe/email',
        { email: attacker, code, password: 'not-the-password' },
        { token },
      );
      expect(guessed.body).toEqual({
        type: 'error',
        code: 'ACCOUNT.PASSWORD_WRONG',
        message: 'The login password is wrong',
      });
      expect((await info(token)).email).toBeNull();
      // So a reset code can only go where the owner chose.
      await h.api.post('/sms_mail', { user_string: attacker, scene: 'forget' });
      expect(await h.api.outbox(attacker)).toHaveLength(1);
      const takeover = await h.api.post('/user/forget', {
        user_string: username,
        code: '123456',
        password: 'attacker-pass-1',
        re_password: 'attacker-pass-1',
      });
      expect(takeover.body.code).toBe('SESSION.CODE_INVALID');
      expect(await h.api.login(username)).toBeTruthy();
    });

    it('counts wrong passwords like sign-ins: the 11th from one address is refused', async () => {
      const username = await h.api.registerByUsername();
      const token = await h.api.login(username);
      const attempt = () =>
        h.api.post(
          '/safe/email',
          { email: uniqueEmail(), code: '123456', password: 'not-the-password' },
          { token, from: '127.0.30.1' },
        );
      for (let i = 1; i <= 10; i++) expect((await attempt()).body.code).toBe('ACCOUNT.PASSWORD_WRONG');
      expect((await attempt()).status).toBe(429);
      // One budget with signing in to that account from that address.
      const login = await h.api.post(
        '/user/login',
        { user_string: username, password: PASSWORD },
        { from: '127.0.30.1' },
      );
      expect(login.status).toBe(429);
    });

    it('holds withdrawals for 24 hours and tells the contacts bound before', async () => {
      const { email: old, token } = await emailAccount();
      const mobile = uniqueMobile();
      const bound = await h.api.post(
        '/safe/mobile',
        { area_code: '44', mobile, code: await h.api.mobileCode(mobile, 'bind'), password: PASSWORD },
        { token, lang: 'fra' },
      );
      expect(bound.body.type).toBe('ok');
      const heldFor =
        new Date((await info(token)).withdrawals_held_until).getTime() - h.clock.now().getTime();
      expect(heldFor).toBeGreaterThan(DAY_MS - 10_000);
      const [notice] = await h.api.outbox(old);
      expect(notice?.body).toBe(
        'Modification de votre compte : numéro de mobile. Les retraits sont suspendus pendant 24 heures. Si ce n’était pas vous, contactez immédiatement le service client.',
      );
      // The new number itself is not told: only contacts bound before the change are.
      expect((await h.api.outbox(`+44${mobile}`)).map((message) => message.body)).not.toContain(notice?.body);

      // Changing the email now tells both the old email and the mobile, each by its own channel.
      const next = uniqueEmail();
      const changed = await h.api.post(
        '/safe/email',
        {
          email: next,
          code: await h.api.emailCode(next, 'bind'),
          old_code: await h.api.emailCode(old, 'security'),
          password: PASSWORD,
        },
        { token },
      );
      expect(changed.body.type).toBe('ok');
      const body =
        'The email address of your account was changed. Withdrawals are held for 24 hours. If this was not you, contact customer service at once.';
      expect((await h.api.outbox(old))[0]).toMatchObject({ channel: 'email', body });
      expect((await h.api.outbox(`+44${mobile}`))[0]).toMatchObject({ channel: 'sms', body });
      expect((await h.api.outbox(next)).map((message) => message.body)).not.toContain(body);
    });

    it('lets one of 8 parallel changes win and refuses the others, never silently replacing one', async () => {
      const token = await h.api.login(await h.api.registerByUsername());
      // Eight: each re-authenticates, and more than ten checks of one password in flight from one
      // address are refused by the sign-in budget before they could race.
      const candidates = await Promise.all(
        Array.from({ length: 8 }, async () => {
          const email = uniqueEmail();
          return { email, code: await h.api.emailCode(email, 'bind') };
        }),
      );
      const answers = await Promise.all(
        candidates.map(({ email, code }) =>
          h.api.post('/safe/email', { email, code, password: PASSWORD }, { token }),
        ),
      );
      const won = candidates.filter((_, i) => answers[i]?.body.type === 'ok');
      expect(won).toHaveLength(1);
      // Those that ran before the winner committed find it changed; those after now need its code.
      const refusals = answers.map((answer) => answer.body.code).filter((code) => code !== undefined);
      const expected = ['ACCOUNT.CONTACT_CHANGED', 'ACCOUNT.OLD_CODE_REQUIRED'];
      expect(refusals.filter((code) => !expected.includes(code))).toEqual([]);
      expect((await info(token)).email).toBe(won[0]?.email);
    });

    it('refuses a mobile bound to another account, and malformed input', async () => {
      const { token: holder } = await emailAccount();
      const mobile = uniqueMobile();
      await h.api.post(
        '/safe/mobile',
        { area_code: '44', mobile, code: await h.api.mobileCode(mobile, 'bind'), password: PASSWORD },
        { token: holder },
      );
      const { token } = await emailAccount();
      const duplicate = await h.api.post(
        '/safe/mobile',
        { area_code: '44', mobile, code: '123456', password: PASSWORD },
        { token },
      );
      expect(duplicate.body.code).toBe('ACCOUNT.CONTACT_TAKEN');
      const malformed = await h.api.post(
        '/safe/mobile',
        { area_code: '44', mobile: '12ab', code: '123456', password: PASSWORD },
        { token },
      );
      expect(malformed.body.code).toBe('SESSION.MOBILE_FORMAT');
      expect((await info(token)).mobile).toBeNull();
    });
  });
});
