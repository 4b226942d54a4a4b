import { expect, it } from 'vitest';
import { PASSWORD, ROOT_INVITE, uniqueEmail } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const FIFTEEN_MINUTES = 15 * 60_000;

// A server of its own: the per-IP counts here would otherwise spill into other suites.
describeOnEachDatabase('throttling', (h) => {
  it('answers 429 after 10 failed logins on one account from one IP, then lets time heal it', async () => {
    const email = await h.api.registerByEmail();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const failed = await h.api.post('/user/login', { user_string: email, password: 'wrong-password' });
      expect(failed.body.code).toBe('SESSION.LOGIN_FAILED');
    }
    const throttled = await h.api.post(
      '/user/login',
      { user_string: email, password: PASSWORD },
      { lang: 'pt' },
    );
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      type: 'error',
      code: 'SHARED.RATE_LIMITED',
      message: 'Muitas tentativas. Tente novamente mais tarde.',
    });
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);

    // Failing on one account does not lock another one out.
    const other = await h.api.registerByEmail();
    expect(await h.api.login(other)).toBeTruthy();

    h.clock.advance(FIFTEEN_MINUTES);
    expect(await h.api.login(email)).toBeTruthy();
  });

  it('throttles wrong verification codes per address and IP', async () => {
    const attempt = (email: string) =>
      h.api.post('/user/register', {
        user_string: email,
        code: '000000',
        password: PASSWORD,
        re_password: PASSWORD,
        extension_code: ROOT_INVITE,
      });
    const email = uniqueEmail();
    for (let i = 1; i <= 10; i++) expect((await attempt(email)).status).toBe(200);
    expect((await attempt(email)).status).toBe(429);
    expect((await attempt(uniqueEmail())).status).toBe(200);
  });

  it('throttles wrong codes on security settings per account and IP, not per account alone', async () => {
    const email = await h.api.registerByEmail();
    const token = await h.api.login(email);
    const setPay = (code: string) =>
      h.api.post('/safe/update_password', { password: '246810', re_password: '246810', code }, { token });
    for (let i = 1; i <= 10; i++) expect((await setPay('000000')).body.code).toBe('SESSION.CODE_INVALID');
    const throttled = await h.api.post(
      '/safe/update_password',
      { password: '246810', re_password: '246810', code: '000000' },
      { token, lang: 'zh' },
    );
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      type: 'error',
      code: 'SHARED.RATE_LIMITED',
      message: '尝试次数过多，请稍后再试',
    });
    // Binding a contact is a code check of the same account: throttled too.
    const bind = await h.api.post(
      '/safe/email',
      { email: uniqueEmail(), code: '000000', old_code: '000000' },
      { token },
    );
    expect(bind.status).toBe(429);

    // Another account on the same address is not locked out by this one's failures.
    const other = await h.api.login(await h.api.registerByEmail());
    const fine = await h.api.post(
      '/safe/update_password',
      { password: '246810', re_password: '246810', code: '000000' },
      { token: other },
    );
    expect(fine.status).toBe(200);
  });

  it('limits how many codes one IP may send', async () => {
    h.clock.advance(FIFTEEN_MINUTES);
    for (let i = 1; i <= 30; i++) {
      expect((await h.api.post('/sms_mail', { user_string: uniqueEmail(), scene: 'register' })).status).toBe(
        200,
      );
    }
    const throttled = await h.api.post('/sms_mail', { user_string: uniqueEmail(), scene: 'register' });
    expect(throttled.status).toBe(429);
    expect(throttled.body.code).toBe('SHARED.RATE_LIMITED');
  });
});
