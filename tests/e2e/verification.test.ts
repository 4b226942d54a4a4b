/**
 * Identity verification in a real browser at 390×844: sign up by email, bind a mobile with a code
 * from the operator outbox, submit basic verification, have an operator approve it through the
 * operator API, and see level 1 on the verification page after a reload.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000 });

describe.skipIf(!hasChromium)('identity verification in a browser', () => {
  const email = `kyc-${Date.now()}@example.com`;
  const password = 'correct-horse-7';
  const areaCode = '44';
  const mobile = `7${String(Date.now()).slice(-9)}`;

  it('signs up by email', async () => {
    await rig.signUpByEmail(email, password);
  });

  it('is asked to bind a mobile before verification can pass, and binds one', async () => {
    await rig.page.goto(`${rig.server.url}/#/pages/setting/real`);
    await rig.page.getByTestId('real-needs-contacts').waitFor();
    await rig.shot('11-real-needs-mobile');

    await rig.page.goto(`${rig.server.url}/#/pages/setting/bindMobile`);
    await rig.page.getByTestId('page-bind-mobile').waitFor();
    await rig.page.getByTestId('bind-submit').click();
    await rig.page.getByTestId('bind-address-error').waitFor();
    // Re-authentication: the login password is asked again.
    await rig.page.getByTestId('bind-password-error').waitFor();

    await rig.page.getByTestId('bind-area-code').fill(areaCode);
    await rig.page.getByTestId('bind-address').fill(mobile);
    await rig.page.getByTestId('bind-send-code').click();
    await expect
      .poll(() => rig.page.getByTestId('bind-send-code').getAttribute('data-phase'))
      .toBe('coolingDown');
    await rig.page.getByTestId('bind-code').fill(await rig.latestCode(`+${areaCode}${mobile}`));
    await rig.page.getByTestId('bind-password').fill(password);
    await rig.shot('12-bind-mobile-filled');
    const toasts = await rig.watchToasts();
    await rig.page.getByTestId('bind-submit').click();
    await toasts.shown('Mobile bound');

    await rig.page.goto(`${rig.server.url}/#/pages/setting/security`);
    await expect.poll(() => rig.page.getByTestId('security-mobile').textContent()).toContain(mobile);
  });

  it('submits basic verification and waits in review', async () => {
    await rig.page.goto(`${rig.server.url}/#/pages/setting/real`);
    await rig.page.getByTestId('real-basic-form').waitFor();
    expect(await rig.page.getByTestId('real-level').getAttribute('data-level')).toBe('0');
    expect(await rig.page.getByTestId('limits-1').textContent()).toContain('200');

    // Field errors come from core's rules, in place.
    await rig.page.getByTestId('real-submit').click();
    await rig.page.getByTestId('real-name-error').waitFor();
    expect(await rig.page.getByTestId('real-country-error').textContent()).toBe(
      'Choose your country of residence',
    );
    await rig.page.getByTestId('real-country').selectOption('GB');
    await rig.shot('12b-real-country');
    await rig.page.getByTestId('real-id-type-passport').click();
    await rig.page.getByTestId('real-name').fill('Ada Lovelace');
    await rig.page.getByTestId('real-card-id').fill('P1234567');
    await rig.page.getByTestId('real-submit').click();
    await rig.page.getByTestId('real-in-review').waitFor();
    expect(await rig.page.getByTestId('real-basic').getAttribute('data-state')).toBe('review');
    await rig.shot('13-real-in-review');
  });

  it('shows level 1 after an operator approves the review', async () => {
    const response = await rig.operator('/operator/kyc/approve', {
      method: 'POST',
      body: JSON.stringify({ user: email }),
    });
    const body = (await response.json()) as { type: string };
    expect(body).toMatchObject({ type: 'ok' });

    await rig.page.reload();
    await expect.poll(() => rig.page.getByTestId('real-level').getAttribute('data-level')).toBe('1');
    expect(await rig.page.getByTestId('real-level').textContent()).toBe('Basic verified');
    expect(await rig.page.getByTestId('real-basic').getAttribute('data-state')).toBe('verified');
    // Advanced verification opens once basic has passed.
    await rig.page.getByTestId('real-advanced-form').waitFor();
    await rig.shot('14-real-level-1');
  });
});
