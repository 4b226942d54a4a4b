import { expect, it } from 'vitest';
import { PASSWORD, uniqueEmail, uniqueMobile } from './support/api.js';
import { describeOnEachDatabase } from './support/harness.js';

const MINUTE = 61_000;

describeOnEachDatabase('the anti-phishing code', (h) => {
  const info = async (token: string) => (await h.api.get('/user/info', {}, { token })).body.message;
  const setCode = (token: string, antiPhishingCode: string, code: string, lang?: string) =>
    h.api.post(
      '/safe/anti_phishing',
      { anti_phishing_code: antiPhishingCode, code },
      { token, ...(lang === undefined ? {} : { lang }) },
    );
  /** An email account, signed in, past the one-code-a-minute wait of its registration code. */
  const emailAccount = async () => {
    const email = await h.api.registerByEmail();
    const token = await h.api.login(email);
    h.clock.advance(MINUTE);
    return { email, token };
  };
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('is set with a security code, and then tops every email to the account, in the mail’s language', async () => {
    const { email, token } = await emailAccount();
    expect((await info(token)).has_anti_phishing_code).toBe(false);
    const code = await h.api.emailCode(email, 'security');
    // Before any is set, mails carry none.
    expect((await h.api.outbox(email))[0]?.body).toMatch(/^Your verification code is \d{6}\./);

    expect((await setCode(token, 'Tessera7', wrongCode(code))).body.code).toBe('SESSION.CODE_INVALID');
    expect((await info(token)).has_anti_phishing_code).toBe(false);
    expect((await setCode(token, ' Tessera7 ', code)).body).toEqual({
      type: 'ok',
      message: 'Your anti-phishing code has been saved: every email from us will show it',
    });
    expect((await info(token)).has_anti_phishing_code).toBe(true);
    // The code was used up.
    expect((await setCode(token, 'Other1', code)).body.code).toBe('SESSION.CODE_INVALID');

    h.clock.advance(MINUTE);
    await h.api.post('/sms_mail', { user_string: email, scene: 'security' }, { lang: 'zh' });
    const [mail] = await h.api.outbox(email);
    expect(mail?.body.split('\n')[0]).toBe('您的防钓鱼码：Tessera7');
    expect(mail?.body).toMatch(/^您的防钓鱼码：Tessera7\n\n您的验证码是 \d{6}，/);
    // The tests' own reader still finds the verification code under it.
    expect(await h.api.latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('changes with a fresh code, and shows on notices too, not on texts or mails to unbound addresses', async () => {
    const { email, token } = await emailAccount();
    expect((await setCode(token, 'FirstOne', await h.api.emailCode(email, 'security'))).body.type).toBe('ok');
    h.clock.advance(MINUTE);
    expect((await setCode(token, 'Second2', await h.api.emailCode(email, 'security'))).body.type).toBe('ok');

    const mobile = uniqueMobile();
    const bound = await h.api.post(
      '/safe/mobile',
      { area_code: '44', mobile, code: await h.api.mobileCode(mobile, 'bind'), password: PASSWORD },
      { token, lang: 'spa' },
    );
    expect(bound.body.type).toBe('ok');
    const [notice] = await h.api.outbox(email);
    expect(notice?.body).toMatch(
      /^Su código antiphishing: Second2\n\nEl número de móvil de su cuenta ha cambiado\./,
    );
    // Texts are short and the code is for mails; a code to an address no account has bound shows none.
    for (const message of await h.api.outbox(`+44${mobile}`)) expect(message.body).not.toContain('Second2');
    const stranger = uniqueEmail();
    await h.api.post('/sms_mail', { user_string: stranger, scene: 'register' });
    expect((await h.api.outbox(stranger))[0]?.body).not.toContain('Second2');
  });

  it('refuses codes the rule of core refuses, before touching the security code', async () => {
    const { email, token } = await emailAccount();
    const code = await h.api.emailCode(email, 'security');
    for (const bad of ['123456', 'ab', 'x'.repeat(21), 'with space', 'naïve', '<b>x</b>']) {
      expect((await setCode(token, bad, code)).body.code).toBe('ACCOUNT.ANTI_PHISHING_FORMAT');
    }
    expect((await setCode(token, '1234', code, 'jp')).body.message).toBe(
      'フィッシング対策コードは英字と数字 4～20 文字で、英字を 1 文字以上含めてください',
    );
    expect((await setCode(token, 'Fine1', 'abc')).body.code).toBe('SESSION.CODE_FORMAT');
    // The security code was not spent by the refusals.
    expect((await setCode(token, 'Fine1', code)).body.type).toBe('ok');
  });

  it('asks accounts without an email or mobile to bind one first, and needs a session', async () => {
    const token = await h.api.login(await h.api.registerByUsername());
    expect((await setCode(token, 'Tessera7', '123456')).body.code).toBe('ACCOUNT.NO_CONTACT_BOUND');
    expect(
      (await h.api.post('/safe/anti_phishing', { anti_phishing_code: 'Tessera7', code: '123456' })).body.type,
    ).toBe(999);
  });
});
