import { describe, expect, it } from 'vitest';
import { PASSWORD, ROOT_INVITE, uniqueEmail, uniqueMobile } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

describeOnEachDatabase('sign-in and password reset', (h) => {
  describe('/user/login', () => {
    it('signs in by email, username or mobile and answers a token', async () => {
      const email = await h.api.registerByEmail();
      const token = await h.api.login(email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url

      const username = await h.api.registerByUsername();
      expect(await h.api.login(username)).not.toBe(token);
    });

    it('answers the same for a wrong password and an unknown account', async () => {
      const email = await h.api.registerByEmail();
      const wrong = await h.api.post('/user/login', { user_string: email, password: 'wrong-password' });
      const unknown = await h.api.post('/user/login', { user_string: uniqueEmail(), password: PASSWORD });
      expect(wrong.body).toEqual({
        type: 'error',
        code: 'SESSION.LOGIN_FAILED',
        message: 'Login failed: wrong account or password',
      });
      expect(unknown.body).toEqual(wrong.body);

      const zh = await h.api.post(
        '/user/login',
        { user_string: email, password: 'wrong-password' },
        { lang: 'zh' },
      );
      expect(zh.body.message).toBe('登录失败：账号或密码错误');
    });

    it('refuses a blank login with the rule of core', async () => {
      const answer = await h.api.post('/user/login', { user_string: ' ', password: '' });
      expect(answer.body).toMatchObject({ type: 'error', code: 'SHARED.REQUIRED' });
    });
  });

  describe('sessions', () => {
    it('accepts the token with or without "Bearer " and answers 999 without a valid one', async () => {
      const token = await h.api.login(await h.api.registerByEmail());
      expect((await h.api.get('/user/info', {}, { token })).body.type).toBe('ok');
      expect((await h.api.get('/user/info', {}, { token: `Bearer ${token}` })).body.type).toBe('ok');

      expect((await h.api.get('/user/info')).body).toEqual({ type: 999, message: 'Please log in first' });
      expect((await h.api.get('/user/info', {}, { token: 'made-up' })).body.type).toBe(999);
      expect((await h.api.get('/user/info', {}, { lang: 'hk' })).body.message).toBe('請先登入');
    });

    it('revokes the token at logout', async () => {
      const email = await h.api.registerByEmail();
      const token = await h.api.login(email);
      const other = await h.api.login(email);
      expect((await h.api.get('/user/logout', {}, { token })).body).toEqual({
        type: 'ok',
        message: 'You have logged out',
      });
      expect((await h.api.get('/user/info', {}, { token })).body.type).toBe(999);
      expect((await h.api.get('/user/logout', {}, { token })).body.type).toBe(999);
      // Other sessions of the same user live on.
      expect((await h.api.get('/user/info', {}, { token: other })).body.type).toBe('ok');
    });

    it('ends sessions 7 days after sign-in, however often they are used', async () => {
      const email = await h.api.registerByEmail();
      await h.clock.frozen(async () => {
        const token = await h.api.login(email);
        // Used every two days, so the 3-day idle timeout never ends it first.
        for (let day = 2; day < 7; day += 2) {
          h.clock.advance(2 * 24 * 60 * 60_000);
          expect((await h.api.get('/user/info', {}, { token })).body.type).toBe('ok');
        }
        h.clock.advance(24 * 60 * 60_000 - 1);
        expect((await h.api.get('/user/info', {}, { token })).body.type).toBe('ok');
        h.clock.advance(1);
        expect((await h.api.get('/user/info', {}, { token })).body.type).toBe(999);
      });
    });
  });

  describe('/user/forget', () => {
    const reset = (userString: string, code: string, password = 'brand-new-pass') =>
      h.api.post('/user/forget', { user_string: userString, code, password, re_password: password });

    it('resets the password with an emailed code and signs every session out', async () => {
      const email = await h.api.registerByEmail();
      const token = await h.api.login(email);
      h.clock.advance(61_000);
      const code = await h.api.emailCode(email, 'forget');

      expect((await reset(email, code)).body).toEqual({
        type: 'ok',
        message: 'Your password has been reset. Please log in again.',
      });
      expect((await h.api.get('/user/info', {}, { token })).body.type).toBe(999);
      expect((await h.api.post('/user/login', { user_string: email, password: PASSWORD })).body.type).toBe(
        'error',
      );
      expect(await h.api.login(email, 'brand-new-pass')).toBeTruthy();

      // The code was used up.
      expect((await reset(email, code, 'third-password')).body).toMatchObject({
        code: 'SESSION.CODE_INVALID',
      });
    });

    it('resets a mobile account with a texted code', async () => {
      const mobile = uniqueMobile();
      await h.api.post('/sms_send', { area_code: '44', mobile });
      const registered = await h.api.post('/user/register', {
        type: 'mobile',
        user_string: mobile,
        area_code: '44',
        code: await h.api.latestCode(`+44${mobile}`),
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: ROOT_INVITE,
      });
      expect(registered.body.type).toBe('ok');
      h.clock.advance(61_000);
      await h.api.post('/sms_send', { area_code: '44', mobile, scene: 'forget' });
      expect((await reset(mobile, await h.api.latestCode(`+44${mobile}`))).body.type).toBe('ok');
      expect(await h.api.login(mobile, 'brand-new-pass')).toBeTruthy();
    });

    it('does not reveal whether an account exists when sending a reset code', async () => {
      const known = await h.api.registerByEmail();
      h.clock.advance(61_000);
      const unknown = uniqueEmail();
      const toKnown = await h.api.post('/sms_mail', { user_string: known, scene: 'forget' });
      const toUnknown = await h.api.post('/sms_mail', { user_string: unknown, scene: 'forget' });
      expect(toUnknown.body).toEqual(toKnown.body);
      expect(await h.api.outbox(unknown)).toEqual([]);
      // Even the one-per-minute rule answers alike.
      const againUnknown = await h.api.post('/sms_mail', { user_string: unknown, scene: 'forget' });
      const againKnown = await h.api.post('/sms_mail', { user_string: known, scene: 'forget' });
      expect(againUnknown.body.code).toBe('SESSION.CODE_TOO_SOON');
      expect(againKnown.body.code).toBe('SESSION.CODE_TOO_SOON');
    });

    it('refuses a wrong code, and answers an unknown account like a wrong code', async () => {
      const email = await h.api.registerByEmail();
      h.clock.advance(61_000);
      const code = await h.api.emailCode(email, 'forget');
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await reset(email, wrong)).body).toMatchObject({ type: 'error', code: 'SESSION.CODE_INVALID' });
      expect((await reset(uniqueEmail(), code)).body).toMatchObject({
        type: 'error',
        code: 'SESSION.CODE_INVALID',
      });
      expect((await reset(email, code)).body.type).toBe('ok');
    });
  });
});
