/**
 * The walking skeleton in a real browser at 390×844: sign up by email with a code read from the
 * operator outbox, log in, watch live quotes move, switch to Chinese, log out, and be sent to the
 * login page when opening Assets. Runs against the built UI served by an in-process rig.server.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 200, siteName: 'Nimbus Exchange' });

const prices = () => rig.page.getByTestId('quote-price').allTextContents();

describe.skipIf(!hasChromium)('the app in a browser', () => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct-horse-7';

  it('signs up by email with a code from the outbox and the invitation code', async () => {
    await rig.page.goto(`${rig.server.url}/#/pages/common/register`);
    await expect.poll(() => rig.page.getByTestId('page-register').isVisible()).toBe(true);

    // Field errors come from core's rules and are shown in place.
    await rig.page.getByTestId('register-submit').click();
    await expect.poll(() => rig.page.getByTestId('register-account-error').textContent()).toContain('email');
    await rig.shot('01-register-errors');

    await rig.page.getByTestId('register-account').fill(email);
    await rig.page.getByTestId('send-code').click();
    await expect.poll(() => rig.page.getByTestId('send-code').getAttribute('data-phase')).toBe('coolingDown');
    expect(await rig.page.getByTestId('send-code').textContent()).toMatch(/\d+ s/);

    await rig.page.getByTestId('register-code').fill(await rig.latestCode(email));
    await rig.page.getByTestId('register-password').fill(password);
    await rig.page.getByTestId('register-confirm').fill(password);
    await rig.page.getByTestId('register-invite').fill('TESSERA');
    await rig.shot('02-register-filled');
    await rig.page.getByTestId('register-submit').click();

    // A new account is signed straight in and lands on Home, greeted as new.
    await rig.page.getByTestId('home-greeting').waitFor();
    expect(rig.page.url()).toMatch(/#\/$/);
    expect(await rig.page.getByTestId('home-greeting').textContent()).toMatch(/^Welcome to Tessera, \w+$/);
    await rig.shot('03-home-after-sign-up');
  });

  it('logs out and logs in again with the new account', async () => {
    await rig.page.getByTestId('open-account').click();
    await rig.page.getByTestId('logout').click();
    await rig.page.getByTestId('home-login').click();
    await rig.page.getByTestId('page-login').waitFor();

    await rig.page.getByTestId('login-account').fill(email);
    await rig.page.getByTestId('login-password').fill('wrong-password-1');
    await rig.page.getByTestId('login-submit').click();
    await rig.page.getByTestId('form-error').waitFor();
    await rig.shot('04-login-failed');

    await rig.page.getByTestId('login-password').fill(password);
    await rig.page.getByTestId('login-submit').click();
    await rig.page.getByTestId('home-greeting').waitFor();
    expect(await rig.page.getByTestId('home-greeting').textContent()).toMatch(/^Welcome back, \w+$/);
  });

  it('shows live quotes that change on Home, under the exchange’s own name', async () => {
    await expect.poll(() => rig.page.getByTestId('site-name').textContent()).toBe('Nimbus Exchange');
    await rig.page.getByTestId('quote-row').first().waitFor();
    expect(await rig.page.getByTestId('quote-row').count()).toBeGreaterThan(1);
    const before = await prices();
    await expect.poll(prices, { timeout: 20_000, interval: 250 }).not.toEqual(before);
    const trends = await rig.page
      .getByTestId('quote-change')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-trend')));
    expect(trends.every((trend) => trend === 'up' || trend === 'down' || trend === 'flat')).toBe(true);
    await rig.shot('05-home-live-quotes');
  });

  it('switches the language to Chinese', async () => {
    await rig.page.getByTestId('open-language').click();
    await rig.page.getByTestId('page-language').waitFor();
    expect(await rig.page.getByTestId('lang-zh').textContent()).toContain('简体中文');
    await rig.page.getByTestId('lang-zh').click();
    await expect.poll(() => rig.page.getByTestId('nav-title').textContent()).toBe('语言');
    expect(await rig.page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    await rig.shot('06-language-zh');

    await rig.page.getByTestId('nav-back').click();
    await expect.poll(() => rig.page.getByTestId('tab-home').textContent()).toBe('首页');
    expect(await rig.page.getByTestId('tab-assets').textContent()).toBe('资产');
    await rig.shot('07-home-zh');
  });

  it('logs out, then sends Assets to the login page with "Please log in"', async () => {
    await rig.page.getByTestId('open-account').click();
    await rig.page.getByTestId('page-setting').waitFor();
    await rig.shot('08-settings-zh');
    await rig.page.getByTestId('logout').click();
    await rig.page.getByTestId('home-login').waitFor();

    const toasts = await rig.watchToasts();
    await rig.page.getByTestId('tab-assets').click();
    await toasts.shown('请先登录');
    await rig.shot('09-assets-please-log-in');
    await rig.page.waitForURL(/#\/pages\/common\/login$/, { timeout: 5_000 });
    await rig.page.getByTestId('page-login').waitFor();
    await rig.shot('10-login-after-guard');

    // Logging in from there goes back to Assets.
    await rig.page.getByTestId('login-account').fill(email);
    await rig.page.getByTestId('login-password').fill(password);
    await rig.page.getByTestId('login-submit').click();
    await rig.page.getByTestId('page-assets').waitFor();
    expect(rig.page.url()).toMatch(/#\/pages\/fund\/assets$/);
  });
});
