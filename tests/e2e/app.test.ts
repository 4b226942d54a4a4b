/**
 * The walking skeleton in a real browser at 390×844: sign up by email with a code read from the
 * operator outbox, log in, watch live quotes move, switch to Chinese, log out, and be sent to the
 * login page when opening Assets. Runs against the built UI served by an in-process server.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '@tessera/server';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const uiDir = resolve(here, '../../packages/ui/dist');
const screenshots = resolve(here, 'screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Where Chromium cannot be installed (no root, no apt), the browser tests say so and step aside. */
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`Chromium not found at ${CHROMIUM}: browser tests skipped (apt-get install -y chromium).`);

type Server = Awaited<ReturnType<typeof startServer>>;

let server: Server;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const shot = (name: string) =>
  page.screenshot({ path: resolve(screenshots, `${name}.png`), animations: 'disabled' });

/** The newest code the server emailed to `to`, read through the operator API. */
const latestCode = async (to: string): Promise<string> => {
  const response = await fetch(`${server.url}/api/operator/outbox?to=${encodeURIComponent(to)}`, {
    headers: { 'Operator-Key': server.operatorKey },
  });
  const body = (await response.json()) as { type: string; message: { body: string }[] };
  expect(body.type).toBe('ok');
  const code = body.message[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(body)}`);
  return code;
};

const prices = () => page.getByTestId('quote-price').allTextContents();

beforeAll(async () => {
  if (!hasChromium) return;
  if (!existsSync(resolve(uiDir, 'index.html'))) {
    throw new Error(`the UI is not built: run \`pnpm --filter @tessera/ui build\` (looked in ${uiDir})`);
  }
  mkdirSync(screenshots, { recursive: true });
  server = await startServer({
    port: 0,
    dataDir: 'memory://',
    uiDir,
    tickMs: 200,
    operatorKey: `e2e-${randomUUID()}`,
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)('the app in a browser', () => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = 'correct-horse-7';

  it('signs up by email with a code from the outbox and the invitation code', async () => {
    await page.goto(`${server.url}/#/pages/common/register`);
    await expect.poll(() => page.getByTestId('page-register').isVisible()).toBe(true);

    // Field errors come from core's rules and are shown in place.
    await page.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('register-account-error').textContent()).toContain('email');
    await shot('01-register-errors');

    await page.getByTestId('register-account').fill(email);
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').getAttribute('data-phase')).toBe('coolingDown');
    expect(await page.getByTestId('send-code').textContent()).toMatch(/\d+ s/);

    await page.getByTestId('register-code').fill(await latestCode(email));
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-confirm').fill(password);
    await page.getByTestId('register-invite').fill('TESSERA');
    await shot('02-register-filled');
    await page.getByTestId('register-submit').click();

    // A new account is signed straight in and lands on Home.
    await page.getByTestId('home-greeting').waitFor();
    expect(page.url()).toMatch(/#\/$/);
    await shot('03-home-after-sign-up');
  });

  it('logs out and logs in again with the new account', async () => {
    await page.getByTestId('open-account').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('home-login').click();
    await page.getByTestId('page-login').waitFor();

    await page.getByTestId('login-account').fill(email);
    await page.getByTestId('login-password').fill('wrong-password-1');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('form-error').waitFor();
    await shot('04-login-failed');

    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-greeting').waitFor();
  });

  it('shows live quotes that change on Home', async () => {
    await page.getByTestId('quote-row').first().waitFor();
    expect(await page.getByTestId('quote-row').count()).toBeGreaterThan(1);
    const before = await prices();
    await expect.poll(prices, { timeout: 20_000, interval: 250 }).not.toEqual(before);
    const trends = await page
      .getByTestId('quote-change')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('data-trend')));
    expect(trends.every((trend) => trend === 'up' || trend === 'down' || trend === 'flat')).toBe(true);
    await shot('05-home-live-quotes');
  });

  it('switches the language to Chinese', async () => {
    await page.getByTestId('open-language').click();
    await page.getByTestId('page-language').waitFor();
    expect(await page.getByTestId('lang-zh').textContent()).toContain('简体中文');
    await page.getByTestId('lang-zh').click();
    await expect.poll(() => page.getByTestId('nav-title').textContent()).toBe('语言');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hans');
    await shot('06-language-zh');

    await page.getByTestId('nav-back').click();
    await expect.poll(() => page.getByTestId('tab-home').textContent()).toBe('首页');
    expect(await page.getByTestId('tab-assets').textContent()).toBe('资产');
    await shot('07-home-zh');
  });

  it('logs out, then sends Assets to the login page with "Please log in"', async () => {
    await page.getByTestId('open-account').click();
    await page.getByTestId('page-setting').waitFor();
    await shot('08-settings-zh');
    await page.getByTestId('logout').click();
    await page.getByTestId('home-login').waitFor();

    await page.getByTestId('tab-assets').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('请先登录');
    await shot('09-assets-please-log-in');
    await page.waitForURL(/#\/pages\/common\/login$/, { timeout: 5_000 });
    await page.getByTestId('page-login').waitFor();
    await shot('10-login-after-guard');

    // Logging in from there goes back to Assets.
    await page.getByTestId('login-account').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('page-assets').waitFor();
    expect(page.url()).toMatch(/#\/pages\/fund\/assets$/);
  });
});
