/**
 * Two-factor authentication in a real browser at 390×844: turned on from the security settings
 * (the key read off the page, a code from it, the password), the recovery codes shown once, then a
 * sign-in that asks for the second factor and takes a recovery code.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1000 });

describe.skipIf(!hasChromium)('two-factor authentication in a browser', () => {
  const email = `e2e-2fa-${Date.now()}@example.com`;
  const password = 'correct-horse-7';
  let recoveryCode = '';
  let secret = '';

  it('turns on from the security settings with a code of the key shown, and shows the recovery codes once', async () => {
    const { page } = rig;
    await rig.signUpByEmail(email, password);
    await page.goto(`${rig.server.url}/#/pages/setting/security`);
    await expect.poll(() => page.getByTestId('security-two-factor').textContent()).toContain('Off');
    await page.getByTestId('security-two-factor').click();
    await page.getByTestId('two-factor-off').waitFor();
    await page.getByTestId('two-factor-start').click();
    await page.getByTestId('two-factor-qr').waitFor();
    secret = (await page.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await rig.shot('2fa-01-scan');

    await page.getByTestId('two-factor-code').fill(TOTP.generate({ secret: Secret.fromBase32(secret) }));
    await page.getByTestId('two-factor-password').fill(password);
    await page.getByTestId('two-factor-enable').click();
    await page.getByTestId('two-factor-recovery').waitFor();
    const codes = await page.locator('.recovery-codes code').allTextContents();
    expect(codes).toHaveLength(10);
    recoveryCode = codes[0] ?? '';
    await rig.shot('2fa-02-recovery-codes');
    await page.getByTestId('two-factor-codes-saved').click();
    await expect.poll(() => page.getByTestId('two-factor-on').textContent()).toContain('10');
  });

  it('asks for the second factor at sign-in and takes a recovery code', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('open-account').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('home-login').click();
    await page.getByTestId('login-account').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-second-factor').waitFor();

    await page.getByTestId('login-code').fill('000000');
    await page.getByTestId('login-code-submit').click();
    await expect
      .poll(() => page.getByTestId('form-error').textContent())
      .toContain('wrong or has already been used');
    await rig.shot('2fa-03-login-code');

    await page.getByTestId('login-code').fill(recoveryCode);
    await page.getByTestId('login-code-submit').click();
    await page.getByTestId('home-greeting').waitFor();
  });

  it('turns off from the settings with a current code, showing the 24-hour hold', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/twoFactor`);
    await expect.poll(() => page.getByTestId('two-factor-on').textContent()).toContain('9');
    // The step the code of turning it on was spent in may still be now: the next step's is accepted too.
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
    await page.getByTestId('two-factor-disable-code').fill(code);
    await page.getByTestId('two-factor-disable').click();
    await page.getByTestId('two-factor-off').waitFor();
    await page.goto(`${rig.server.url}/#/pages/setting/security`);
    await page.getByTestId('withdrawals-held').waitFor();
    await expect.poll(() => page.getByTestId('security-two-factor').textContent()).toContain('Off');
  });
});
