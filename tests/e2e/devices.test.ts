/**
 * The security pages of issue 11 in a real browser at 390×844: the signed-in devices (another
 * device signed out after a confirmation, then this one, which signs out here) and the
 * anti-phishing code set with a security code.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000 });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.skipIf(!hasChromium)('security pages of issue 11 in a browser', () => {
  const email = `devices-${Date.now()}@example.com`;
  const password = 'correct-horse-7';
  /** A second session of the account, opened by "an iPhone" straight through the API. */
  let phone = '';
  const userInfo = async (token: string) =>
    (
      (await (
        await fetch(`${rig.server.url}/api/user/info`, { headers: { authorization: token } })
      ).json()) as {
        type: unknown;
      }
    ).type;

  it('signs up by email, and signs in from a phone too', async () => {
    await rig.signUpByEmail(email, password);
    const answer = await fetch(`${rig.server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE_SAFARI },
      body: JSON.stringify({ user_string: email, password }),
    });
    phone = ((await answer.json()) as { message: string }).message;
    expect(await userInfo(phone)).toBe('ok');
  });

  it('lists both devices, this one first, and signs the phone out after a confirmation', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/security`);
    await page.getByTestId('security-devices').click();
    await page.getByTestId('page-devices').waitFor();
    const rows = page.getByTestId('device-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => rows.nth(0).getByTestId('device-current').count()).toBe(1);
    expect(await rows.nth(0).getByTestId('device-name').textContent()).toBe('Chrome on Linux');
    expect(await rows.nth(1).getByTestId('device-name').textContent()).toBe('Safari on iPhone');
    expect(await rows.nth(1).getByTestId('device-ip').textContent()).toBe('IP 127.0.0.*');
    await rig.shot('51-devices');

    await rows.nth(1).getByTestId('device-sign-out').click();
    const toasts = await rig.watchToasts();
    await page.getByTestId('confirm-ok').click();
    await toasts.shown('Device signed out');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await userInfo(phone)).toBe(999);
  });

  it('sets the anti-phishing code with a security code', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/security`);
    await expect.poll(() => page.getByTestId('security-anti-phishing').textContent()).toContain('Not set');
    await page.getByTestId('security-anti-phishing').click();
    await page.getByTestId('page-anti-phishing').waitFor();
    await page.getByTestId('anti-phishing').fill('123456');
    await page.getByTestId('anti-phishing-submit').click();
    await page.getByTestId('anti-phishing-error').waitFor();
    await page.getByTestId('anti-phishing').fill('Tessera7');
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').getAttribute('data-phase')).toBe('coolingDown');
    await page.getByTestId('anti-phishing-code').fill(await rig.latestCode(email));
    const toasts = await rig.watchToasts();
    await page.getByTestId('anti-phishing-submit').click();
    await toasts.shown('Anti-phishing code saved');
    await page.getByTestId('page-security').waitFor();
    await expect.poll(() => page.getByTestId('security-anti-phishing').textContent()).toContain('Change');
  });

  it('signs this device out from the list, which signs out here', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/devices`);
    const rows = page.getByTestId('device-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.nth(0).getByTestId('device-sign-out').click();
    const toasts = await rig.watchToasts();
    await page.getByTestId('confirm-ok').click();
    await toasts.shown('You have logged out');
    // Signed out here: the settings need a login again.
    await page.goto(`${rig.server.url}/#/pages/setting/security`);
    await page.getByTestId('page-login').waitFor();
  });
});
