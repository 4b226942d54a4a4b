import { UserInfoCodec } from '@tessera/contract';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { PASSWORD, ROOT_INVITE, uniqueEmail, uniqueMobile, uniqueUsername } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const TEN_MINUTES = 10 * 60_000;

describeOnEachDatabase('registration', (h) => {
  const registerEmail = (email: string, code: string, extra: Record<string, string> = {}) =>
    h.api.post('/user/register', {
      type: 'email',
      user_string: email,
      code,
      password: PASSWORD,
      re_password: PASSWORD,
      extension_code: ROOT_INVITE,
      ...extra,
    });

  describe('codes', () => {
    it('emails a 6-digit code and allows one send per address per minute', async () => {
      const email = uniqueEmail();
      const sent = await h.api.post('/sms_mail', { user_string: email, scene: 'register' });
      expect(sent.body).toEqual({ type: 'ok', message: 'Verification code sent' });
      expect(await h.api.latestCode(email)).toMatch(/^\d{6}$/);

      const again = await h.api.post('/sms_mail', { user_string: email, scene: 'register' }, { lang: 'spa' });
      expect(again.body).toMatchObject({ type: 'error', code: 'SESSION.CODE_TOO_SOON' });
      expect(again.body.message).toMatch(/^Espere \d+ segundos/);

      h.clock.advance(61_000);
      const later = await h.api.post('/sms_mail', { user_string: email, scene: 'register' });
      expect(later.body.type).toBe('ok');
      expect(await h.api.outbox(email)).toHaveLength(2);
    });

    it('writes the code in the language of the request', async () => {
      const email = uniqueEmail();
      await h.api.post('/sms_mail', { user_string: email, scene: 'register' }, { lang: 'th' });
      const [message] = await h.api.outbox(email);
      expect(message?.body).toMatch(/^รหัสยืนยันของคุณคือ \d{6}/);
    });

    it('refuses a malformed address with the rule of core', async () => {
      const answer = await h.api.post('/sms_mail', { user_string: 'not-an-email', scene: 'register' });
      expect(answer.body).toEqual({
        type: 'error',
        code: 'SESSION.EMAIL_FORMAT',
        message: 'Please enter a valid email address',
      });
      const mobile = await h.api.post('/sms_send', { area_code: '44', mobile: '12ab' });
      expect(mobile.body).toMatchObject({ type: 'error', code: 'SESSION.MOBILE_FORMAT' });
    });

    it('refuses to send a registration code to an address already registered', async () => {
      const email = await h.api.registerByEmail();
      h.clock.advance(61_000);
      const answer = await h.api.post('/sms_mail', { user_string: email, scene: 'register' });
      expect(answer.body).toMatchObject({ type: 'error', code: 'SESSION.ACCOUNT_EXISTS' });
    });
  });

  describe('by email', () => {
    it('registers with a form-encoded body and an emailed code', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      const answer = await h.api.post(
        '/user/register',
        { user_string: email, code, password: PASSWORD, re_password: PASSWORD, extension_code: ROOT_INVITE },
        { form: true },
      );
      expect(answer.body).toEqual({ type: 'ok', message: 'Registration succeeded' });

      const token = await h.api.login(email);
      const info = await h.api.get('/user/info', {}, { token });
      expect(E.isRight(UserInfoCodec.decode(info.body.message))).toBe(true);
      expect(info.body.message).toMatchObject({ email, username: null, mobile: null, real_level: 0 });
      expect(info.body.message.invite_code).toMatch(/^[A-Z0-9]{8}$/);
      // A nickname within spec §5's 2–10 letters or digits, until the user picks one.
      expect(info.body.message.nickname).toMatch(/^User[A-Z0-9]{6}$/);
    });

    it('lets one of three parallel sign-ups of one name through and refuses the others', async () => {
      const username = uniqueUsername();
      const answers = await Promise.all(
        ['127.0.40.1', '127.0.40.2', '127.0.40.3'].map((from) =>
          h.api.post(
            '/user/register',
            {
              type: 'username',
              user_string: username,
              password: PASSWORD,
              re_password: PASSWORD,
              extension_code: ROOT_INVITE,
            },
            { from },
          ),
        ),
      );
      expect(answers.map((answer) => answer.body.code ?? answer.body.type).sort()).toEqual([
        'SESSION.ACCOUNT_EXISTS',
        'SESSION.ACCOUNT_EXISTS',
        'ok',
      ]);
    });

    it('treats addresses case-insensitively', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email.toUpperCase());
      expect((await registerEmail(email, code)).body.type).toBe('ok');
      const duplicate = await registerEmail(email.toUpperCase(), '000000');
      expect(duplicate.body).toMatchObject({ type: 'error', code: 'SESSION.ACCOUNT_EXISTS' });
    });

    it('lets a new user invite others with their own code', async () => {
      const inviter = await h.api.registerByEmail();
      const token = await h.api.login(inviter);
      const { invite_code: inviteCode } = (await h.api.get('/user/info', {}, { token })).body.message;

      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      expect((await registerEmail(email, code, { extension_code: inviteCode })).body.type).toBe('ok');
    });

    it('refuses an invitation code that does not exist', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      const answer = await registerEmail(email, code, { extension_code: 'NOPE1234' });
      expect(answer.body).toEqual({
        type: 'error',
        code: 'SESSION.INVITE_CODE_INVALID',
        message: 'The invitation code does not exist',
      });
      // The code was not used up by the refused attempt.
      expect((await registerEmail(email, code)).body.type).toBe('ok');
    });

    it('refuses a wrong code, and a code sent for another address', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await registerEmail(email, wrong)).body).toMatchObject({
        type: 'error',
        code: 'SESSION.CODE_INVALID',
      });

      const other = uniqueEmail();
      expect((await registerEmail(other, code)).body).toMatchObject({
        type: 'error',
        code: 'SESSION.CODE_INVALID',
      });
    });

    it('uses a code once, and only for its scene', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      expect((await registerEmail(email, code)).body.type).toBe('ok');
      expect((await registerEmail(email, code)).body.code).toBe('SESSION.ACCOUNT_EXISTS');
      const reset = await h.api.post('/user/forget', {
        user_string: email,
        code,
        password: 'another-pass',
        re_password: 'another-pass',
      });
      expect(reset.body).toMatchObject({ type: 'error', code: 'SESSION.CODE_INVALID' });
    });

    it('refuses an expired code (10 minutes)', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      h.clock.advance(TEN_MINUTES + 1000);
      const answer = await registerEmail(email, code);
      expect(answer.body).toMatchObject({ type: 'error', code: 'SESSION.CODE_EXPIRED' });
    });

    it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
      const email = uniqueEmail();
      const code = await h.api.emailCode(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await registerEmail(email, wrong)).body.code).toBe('SESSION.CODE_INVALID');
      }
      const right = await registerEmail(email, code);
      expect(right.body).toMatchObject({ type: 'error', code: 'SESSION.CODE_ATTEMPTS_EXCEEDED' });

      // A fresh code works again.
      h.clock.advance(61_000);
      const fresh = await h.api.emailCode(email);
      expect((await registerEmail(email, fresh)).body.type).toBe('ok');
    });

    it('applies the rules of core to every field', async () => {
      const email = uniqueEmail();
      const mismatch = await registerEmail(email, '123456', { re_password: 'something-else' });
      expect(mismatch.body).toEqual({
        type: 'error',
        code: 'SESSION.PASSWORDS_INCONSISTENT',
        message: 'The passwords are inconsistent',
      });
      const short = await registerEmail(email, '123456', { password: 'short', re_password: 'short' });
      expect(short.body).toMatchObject({ type: 'error', code: 'SESSION.PASSWORD_LENGTH' });
      expect(short.body.message).toBe('Password must be 7–64 characters');
      const badCode = await registerEmail(email, '12345');
      expect(badCode.body).toMatchObject({ type: 'error', code: 'SESSION.CODE_FORMAT' });
      const badKind = await registerEmail(email, '123456', { type: 'fax' });
      expect(badKind.body).toMatchObject({ type: 'error', code: 'SHARED.INVALID_PARAMS' });
    });
  });

  describe('by username', () => {
    it('registers without a code and refuses the same name in any case', async () => {
      const username = uniqueUsername();
      await h.api.registerByUsername(username);
      const token = await h.api.login(username.toUpperCase());
      const info = await h.api.get('/user/info', {}, { token });
      expect(info.body.message).toMatchObject({ username, email: null, mobile: null });

      const duplicate = await h.api.post('/user/register', {
        type: 'username',
        user_string: username.toUpperCase(),
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: ROOT_INVITE,
      });
      expect(duplicate.body).toMatchObject({ type: 'error', code: 'SESSION.ACCOUNT_EXISTS' });
    });

    it('refuses a username that breaks the rules', async () => {
      const answer = await h.api.post('/user/register', {
        type: 'username',
        user_string: '1abc',
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: ROOT_INVITE,
      });
      expect(answer.body).toMatchObject({ type: 'error', code: 'SESSION.USERNAME_FORMAT' });
    });
  });

  describe('by mobile', () => {
    const registerMobile = (mobile: string, code: string) =>
      h.api.post('/user/register', {
        type: 'mobile',
        user_string: mobile,
        area_code: '44',
        code,
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: ROOT_INVITE,
      });

    it('registers with a texted code sent to +<area><number>', async () => {
      const mobile = uniqueMobile();
      const sent = await h.api.post('/sms_send', { area_code: '44', mobile });
      expect(sent.body.type).toBe('ok');
      expect((await h.api.outbox(`+44${mobile}`))[0]?.channel).toBe('sms');
      const code = await h.api.latestCode(`+44${mobile}`);
      expect((await registerMobile(mobile, code)).body.type).toBe('ok');

      const token = await h.api.login(mobile);
      const info = await h.api.get('/user/info', {}, { token });
      expect(info.body.message).toMatchObject({ mobile: `+44${mobile}`, email: null });
      expect(await h.api.login(`+44${mobile}`)).toBeTruthy();

      const duplicate = await registerMobile(mobile, code);
      expect(duplicate.body).toMatchObject({ type: 'error', code: 'SESSION.ACCOUNT_EXISTS' });
    });

    it('needs the code of that number', async () => {
      const mobile = uniqueMobile();
      await h.api.post('/sms_send', { area_code: '44', mobile });
      const code = await h.api.latestCode(`+44${mobile}`);
      const elsewhere = await h.api.post('/user/register', {
        type: 'mobile',
        user_string: mobile,
        area_code: '33',
        code,
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: ROOT_INVITE,
      });
      expect(elsewhere.body).toMatchObject({ type: 'error', code: 'SESSION.CODE_INVALID' });
    });
  });

  describe('/user/check_email', () => {
    it('says whether an address is still free', async () => {
      const email = await h.api.registerByEmail();
      expect((await h.api.post('/user/check_email', { email })).body).toEqual({
        type: 'ok',
        message: { available: false },
      });
      expect((await h.api.post('/user/check_email', { email: uniqueEmail() })).body.message).toEqual({
        available: true,
      });
      expect((await h.api.post('/user/check_email', { email: 'nope' })).body.code).toBe(
        'SESSION.EMAIL_FORMAT',
      );
      // As typed: spaces around, capitals.
      expect(
        (await h.api.post('/user/check_email', { email: `  ${email.toUpperCase()}  ` })).body.message,
      ).toEqual({ available: false });
    });
  });
});
