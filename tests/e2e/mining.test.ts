/**
 * Locked mining in a real browser at 390×844, on a server with a simulated clock: a user with a
 * deposit moves 10,000 USDT to the mining account, finds the plans from the Finance tab, buys plan
 * 1 (5 days) after seeing what it would earn and confirming, lets the exchange's clock run two
 * days, sees two days paid with their yields, redeems early and is shown spec §9's penalty (0.4 %
 * × 3 days × 10,000 = 120, 9,880 back) before confirming; the order is then among the redeemed
 * with that penalty. Verify checks a day's yield and the redemption against their sealed archive
 * records (issue 16): both match. Then the plans and the welcome page in French. Screenshots
 * 118–126 and 122b.
 */
import { Decimal } from '@tessera/core';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, inOpenDialog, looksWhole, openVerification, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';
const DAY_SECONDS = 24 * 60 * 60;

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the page also holds the closed ones. */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

const inDialog = (testId: string) => inOpenDialog(rig.page, testId);

/** Opens Verify within `within` and waits for its verdict. */
const verify = async (within: Locator) => (await openVerification(rig.page, within)).verdict;

/** A figure as the screen writes it (`9,940.5 USDT`), as a Decimal. */
const figure = (shown: string | null) => new Decimal((shown ?? '').replace(/[^\d.-]/g, ''));

describe.skipIf(!hasChromium)('locked mining in a browser', () => {
  const email = `mining-${Date.now()}@example.com`;

  it('funds the mining account with a deposit and a transfer', async () => {
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '10000');
    await rig.transferTo('mining', '10000', '10,000');
  });

  it('buys plan 1 with 10,000 USDT after seeing what it earns and confirming', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('tab-finance').click();
    await page.getByTestId('page-finance').waitFor();
    await rig.shot('118-finance-en');
    await page.getByTestId('finance-mining').click();
    await page.getByTestId('page-mining').waitFor();
    const first = page.locator('[data-testid="mining-plan"][data-id="1"]');
    expect(await first.getByTestId('mining-plan-rate').textContent()).toBe('0.3%–0.4%');
    expect(await first.getByTestId('mining-plan-penalty').textContent()).toBe('0.4% per day left');
    await rig.shot('119-mining-plans-en', { fullPage: true });

    // The BTC plan, with no BTC in the mining account: the buy page offers the way to move some in.
    await page.locator('[data-testid="mining-plan"][data-id="4"] [data-testid="mining-plan-buy"]').click();
    await page.getByTestId('mining-short').waitFor();
    expect(await text('mining-transfer')).toBe('Transfer in');
    // It opens the transfer page set to move BTC into the mining account.
    await page.getByTestId('mining-transfer').click();
    await page.getByTestId('page-transfer').waitFor();
    expect(await page.getByTestId('transfer-to').inputValue()).toBe('mining');
    expect(await page.getByTestId('transfer-from').inputValue()).toBe('balance');
    expect(await page.locator('[data-testid="transfer-asset"]').inputValue()).toBe('1');
    await page.goBack();
    await page.getByTestId('page-mining-buy').waitFor();
    await page.goBack();
    await page.getByTestId('page-mining').waitFor();

    await first.getByTestId('mining-plan-buy').click();
    await page.getByTestId('page-mining-buy').waitFor();
    await expect.poll(() => text('mining-amount-available')).toBe('Available: 10,000 USDT');
    // Below the plan's minimum single amount: core's rule says so in place.
    await page.getByTestId('mining-amount').fill('50');
    await page.getByTestId('mining-buy-submit').click();
    expect(await text('mining-amount-error')).toBe('The minimum is 100');

    await page.getByTestId('mining-amount-all').click();
    expect(await page.getByTestId('mining-amount').inputValue()).toBe('10000');
    // Five days at 0.3 % and at 0.4 % of 10,000 (core's preview).
    await expect.poll(() => text('mining-preview-yield')).toBe('150–200 USDT');
    await rig.shot('120-mining-buy-en', { fullPage: true });

    await page.getByTestId('mining-buy-submit').click();
    await expect.poll(() => text('mining-confirm-amount')).toBe('10,000 USDT');
    await rig.shot('121-mining-confirm-en');
    await dialogButton('confirm-ok').click();
    await page.getByTestId('page-mining-orders').waitFor();
    await expect.poll(() => text('mining-order-days')).toBe('0 / 5');
    await expect.poll(() => text('mining-account-locked')).toBe('10,000');
  });

  it('pays two days, then redeems early at the penalty it shows: 120, 9,880 back', async () => {
    const { page } = rig;
    await rig.advanceClock(2 * DAY_SECONDS + 600);

    // Opened afresh, the page reads the exchange's clock as it now is.
    await page.goto(`${rig.server.url}/#/pages/lockming/lockming`);
    await page.getByTestId('mining-open-orders').click();
    await page.getByTestId('page-mining-orders').waitFor();
    // The next recorded tick pays the two days that ended; their `balances` push reloads the list.
    await expect.poll(() => text('mining-order-days'), { timeout: 30_000 }).toBe('2 / 5');
    const earned = figure(await text('mining-order-earned'));
    expect(earned.gte(60) && earned.lte(80)).toBe(true);
    await page.getByTestId('mining-order-yields').click();
    await expect.poll(() => page.getByTestId('mining-yield').count()).toBe(2);
    await rig.shot('122-mining-orders-en', { fullPage: true });

    // Verify the second day: its sealed record, recomputed in the browser, matches the day listed.
    expect(await verify(page.getByTestId('mining-yield').nth(1))).toBe('matches');
    expect(await inDialog('verify-verdict').textContent()).toBe(
      'Matches: recomputed in your browser from the published record',
    );
    expect(await inDialog('verify-mining-day').textContent()).toBe('2 / 5');
    expect(await inDialog('verify-mining-amount').textContent()).toBe('10,000 USDT');
    expect(await inDialog('verify-mining-rates').textContent()).toBe('0.3%–0.4%');
    expect(await inDialog('verify-calculator').textContent()).toBe('mining/1');
    await looksWhole(page, ['proofs', 'mining']);
    await rig.shot('122b-mining-verify-en');
    await inDialog('verify-close').click();

    await page.getByTestId('mining-order-redeem').click();
    await expect.poll(() => text('mining-redeem-penalty')).toBe('120 USDT');
    expect(await text('mining-redeem-days-left')).toBe('3');
    expect(await text('mining-redeem-returned')).toBe('9,880 USDT');
    expect(figure(await text('mining-redeem-kept')).eq(earned)).toBe(true);
    await rig.shot('123-mining-redeem-en');
    const toasts = await rig.watchToasts();
    await dialogButton('confirm-ok').click();
    await toasts.shown('Redeemed: 9,880 USDT is back in your mining account');
    await page.getByTestId('mining-orders-active-empty').waitFor();

    await page.getByTestId('mining-orders-tab-redeemed').click();
    const redeemed = page.getByTestId('mining-order').first();
    await expect.poll(() => redeemed.getAttribute('data-status')).toBe('early');
    expect(await redeemed.getByTestId('mining-order-penalty').textContent()).toBe('120 USDT');
    expect(await redeemed.getByTestId('mining-order-returned').textContent()).toBe('9,880 USDT');
    // What came back and the yields kept are available in the mining account; nothing is locked.
    await expect
      .poll(async () => figure(await text('mining-account-available')).toFixed())
      .toBe(earned.plus(9880).toFixed());
    expect(await text('mining-account-locked')).toBe('0');
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    await rig.shot('124-mining-redeemed-en', { fullPage: true });

    // Verify the redemption: its sealed record (3 days left, 120 penalty, 9,880 back) matches.
    expect(await verify(redeemed.locator('.mining-order__actions'))).toBe('matches');
    expect(await inDialog('verify-mining-lock').textContent()).toBe('5-day lock');
    expect(await inDialog('verify-mining-penalty-rate').textContent()).toBe('0.4% per day left');
    await inDialog('verify-close').click();
  });

  it('shows the plans and how locked mining works in French', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.goto(`${rig.server.url}/#/pages/lockming/lockming`);
    await page.reload();
    await page.getByTestId('page-mining').waitFor();
    const first = page.locator('[data-testid="mining-plan"][data-id="1"]');
    // French writes a percentage with a comma and a space before the sign.
    expect(await first.getByTestId('mining-plan-rate').textContent()).toMatch(/^0,3\s%\s–\s0,4\s%$/);
    await rig.shot('125-mining-plans-fr', { fullPage: true });

    await page.getByTestId('mining-open-welcome').click();
    await page.getByTestId('page-mining-welcome').waitFor();
    await page.getByTestId('mining-rates').waitFor();
    expect(await text('mining-example-penalty')).toMatch(/= 120 USDT$/);
    expect(await text('mining-example-returned')).toBe('9\u202f880 USDT');
    await rig.shot('126-mining-welcome-fr', { fullPage: true });
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
