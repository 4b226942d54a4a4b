/**
 * Identity verification in a real browser at 390×844: sign up by email, bind a mobile with a code
 * from the operator outbox, submit basic verification, have an operator approve it through the
 * operator API, and see level 1 on the verification page after a reload.
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

const operator = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${path}`, {
    ...init,
    headers: { 'Operator-Key': server.operatorKey, 'Content-Type': 'application/json', ...init.headers },
  });

/** The newest code the server sent to `to` (an email, or `+<area><number>`), from the outbox. */
const latestCode = async (to: string): Promise<string> => {
  const response = await operator(`/operator/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { type: string; message: { body: string }[] };
  expect(body.type).toBe('ok');
  const code = body.message[0]?.body.match(/\b(\d{6})\b/)?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${to}: ${JSON.stringify(body)}`);
  return code;
};

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
    tickMs: 1_000,
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

describe.skipIf(!hasChromium)('identity verification in a browser', () => {
  const email = `kyc-${Date.now()}@example.com`;
  const password = 'correct-horse-7';
  const areaCode = '44';
  const mobile = `7${String(Date.now()).slice(-9)}`;

  it('signs up by email', async () => {
    await page.goto(`${server.url}/#/pages/common/register`);
    await page.getByTestId('page-register').waitFor();
    await page.getByTestId('register-account').fill(email);
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').getAttribute('data-phase')).toBe('coolingDown');
    await page.getByTestId('register-code').fill(await latestCode(email));
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-confirm').fill(password);
    await page.getByTestId('register-invite').fill('TESSERA');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('home-greeting').waitFor();
  });

  it('is asked to bind a mobile before verification can pass, and binds one', async () => {
    await page.goto(`${server.url}/#/pages/setting/real`);
    await page.getByTestId('real-needs-contacts').waitFor();
    await shot('11-real-needs-mobile');

    await page.goto(`${server.url}/#/pages/setting/bindMobile`);
    await page.getByTestId('page-bind-mobile').waitFor();
    await page.getByTestId('bind-submit').click();
    await page.getByTestId('bind-address-error').waitFor();

    await page.getByTestId('bind-area-code').fill(areaCode);
    await page.getByTestId('bind-address').fill(mobile);
    await page.getByTestId('bind-send-code').click();
    await expect
      .poll(() => page.getByTestId('bind-send-code').getAttribute('data-phase'))
      .toBe('coolingDown');
    await page.getByTestId('bind-code').fill(await latestCode(`+${areaCode}${mobile}`));
    await shot('12-bind-mobile-filled');
    await page.getByTestId('bind-submit').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Mobile bound');

    await page.goto(`${server.url}/#/pages/setting/security`);
    await expect.poll(() => page.getByTestId('security-mobile').textContent()).toContain(mobile);
  });

  it('submits basic verification and waits in review', async () => {
    await page.goto(`${server.url}/#/pages/setting/real`);
    await page.getByTestId('real-basic-form').waitFor();
    expect(await page.getByTestId('real-level').getAttribute('data-level')).toBe('0');
    expect(await page.getByTestId('limits-1').textContent()).toContain('200');

    // Field errors come from core's rules, in place.
    await page.getByTestId('real-submit').click();
    await page.getByTestId('real-name-error').waitFor();
    await page.getByTestId('real-id-type-passport').click();
    await page.getByTestId('real-name').fill('Ada Lovelace');
    await page.getByTestId('real-card-id').fill('P1234567');
    await page.getByTestId('real-submit').click();
    await page.getByTestId('real-in-review').waitFor();
    expect(await page.getByTestId('real-basic').getAttribute('data-state')).toBe('review');
    await shot('13-real-in-review');
  });

  it('shows level 1 after an operator approves the review', async () => {
    const response = await operator('/operator/kyc/approve', {
      method: 'POST',
      body: JSON.stringify({ user: email }),
    });
    const body = (await response.json()) as { type: string };
    expect(body).toMatchObject({ type: 'ok' });

    await page.reload();
    await expect.poll(() => page.getByTestId('real-level').getAttribute('data-level')).toBe('1');
    expect(await page.getByTestId('real-level').textContent()).toBe('Basic verified');
    expect(await page.getByTestId('real-basic').getAttribute('data-state')).toBe('verified');
    // Advanced verification opens once basic has passed.
    await page.getByTestId('real-advanced-form').waitFor();
    await shot('14-real-level-1');
  });
});
