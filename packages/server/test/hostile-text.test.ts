import { expect, it } from 'vitest';
import { describeOnEachDatabase } from './support/harness.js';

/** A NUL byte: PostgreSQL refuses it in text, so it must never reach a query. */
const NUL = 'a\u0000b';

describeOnEachDatabase('control characters in requests', (h) => {
  const invalid = { type: 'error', code: 'SHARED.INVALID_PARAMS', message: 'Parameter error' };

  it.each([
    ['/user/login', { user_string: NUL, password: 'correct-horse' }],
    [
      '/user/forget',
      { user_string: NUL, code: '123456', password: 'correct-horse', re_password: 'correct-horse' },
    ],
    ['/sms_mail', { user_string: `${NUL}@example.com`, scene: 'register' }],
    ['/user/check_email', { email: `${NUL}@example.com` }],
    [
      '/user/register',
      {
        type: 'username',
        user_string: NUL,
        password: 'p4ss-word',
        re_password: 'p4ss-word',
        extension_code: 'TESSERA',
      },
    ],
  ])('answers "parameter error" to a NUL byte on %s', async (path, params) => {
    const answer = await h.api.post(path, params);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(invalid);
  });

  it('answers "parameter error" to a NUL byte in a signed-in call', async () => {
    const token = await h.api.login(await h.api.registerByUsername());
    const answer = await h.api.post(
      '/safe/email',
      { email: `${NUL}@example.com`, code: '123456' },
      { token },
    );
    expect(answer.body).toEqual(invalid);
  });

  it('answers "parameter error" to NUL bytes in query strings and operator calls', async () => {
    expect((await h.api.get('/getSetting', { keyword: NUL })).body).toEqual(invalid);
    expect((await h.api.operator('GET', '/operator/outbox', { to: NUL })).body).toEqual(invalid);
    expect((await h.api.operator('POST', '/operator/kyc/approve', { user: NUL })).body).toEqual(invalid);
    expect(
      (await h.api.operator('POST', '/operator/kyc/reject', { user: 'someone', reason: NUL })).body,
    ).toEqual(invalid);
  });

  it('keeps working afterwards', async () => {
    expect((await h.api.get('/getSetting', { keyword: 'site_name' })).status).toBe(200);
  });
});
