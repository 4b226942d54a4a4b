/**
 * Seconds options in a real browser at 390×844, on a server with a simulated clock: a user with a
 * deposit moves USDT to the options account, opens the options view from the Trade tab, accepts
 * the risk warning, confirms a 30-second Up option, sees it running with its countdown, and, once
 * the exchange's clock is past the close, its recorded result (open and close ticks, outcome,
 * payout), the options balance that follows it and the order in the settled list. Then the view
 * in French. Screenshots 100–106.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, inOpenDialog, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the options view holds two dialogs (the risk warning and the confirmation). */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

/** The options balance as the sheet shows it, a number. */
const available = async () =>
  Number((await text('option-available'))?.match(/([\d,.]+) USDT/)?.[1]?.replace(/,/g, ''));

describe.skipIf(!hasChromium)('seconds options in a browser', () => {
  const email = `options-${Date.now()}@example.com`;

  it('funds the options account with a deposit and a transfer', async () => {
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '500');
    await rig.transferTo('options', '200', '500');
  });

  it('places a 30-second Up option after the risk warning and a confirmation, and shows its recorded result', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('tab-trade').click();
    await page.getByTestId('page-spot').waitFor();
    await page.getByTestId('trade-kind-options').click();
    await page.getByTestId('page-options').waitFor();
    await expect.poll(() => text('option-available')).toBe('Available: 200 USDT');
    expect(await text('option-duration-30')).toBe('30 s85%Min. 10');
    expect(await text('option-expected')).toBe('A random guess loses 7.5% of the stake on average at 85%.');
    await page.getByTestId('options-open-empty').waitFor();
    // A stake under the duration's minimum is refused in place.
    await page.getByTestId('option-stake').fill('5');
    await page.getByTestId('option-submit').click();
    await page.getByTestId('option-stake-error').waitFor();
    await page.getByTestId('option-stake').fill('20');
    await page.getByTestId('options-price').locator('polyline').waitFor();
    await rig.shot('100-options-en', { fullPage: true });

    await page.getByTestId('option-submit').click();
    await page.getByTestId('option-risk-warning').waitFor();
    await rig.shot('101-options-risk-en');
    await dialogButton('confirm-ok').click();
    await expect.poll(() => text('confirm-option')).toBe('Up · BTC/USDT · 30 s');
    expect(await text('confirm-stake')).toBe('20 USDT');
    expect(await text('confirm-win')).toBe('37 USDT');
    await rig.shot('102-options-confirm-en');
    await dialogButton('confirm-ok').click();

    await page.getByTestId('option-running').waitFor();
    expect(await text('option-countdown')).toMatch(/^Closes in \d+ s$/);
    await page.getByTestId('option-row').first().waitFor();
    await rig.shot('103-options-running-en', { fullPage: true });

    // The exchange's clock past the close: the market holder settles at the next recorded tick and
    // pushes the balances, which the sheet reads the result on.
    await rig.advanceClock(40);
    await page.getByTestId('option-result').waitFor({ timeout: 30_000 });
    const outcome = await text('option-outcome');
    const payout = { Won: 37, Draw: 20, Lost: 0 }[outcome ?? ''];
    expect(payout, `outcome ${outcome}`).toBeDefined();
    expect(await text('option-payout')).toBe(`${payout} USDT`);
    expect(await text('option-open')).toMatch(/Tick #\d+ · /);
    expect(await text('option-close')).toMatch(/Tick #\d+ · /);
    await rig.shot('104-options-result-en', { fullPage: true });
    // Back to the sheet: the options balance followed the settlement's push.
    await page.getByTestId('option-next').click();
    await expect.poll(available).toBe(180 + (payout ?? 0));

    await page.getByTestId('options-orders-tab-settled').click();
    await page.getByTestId('option-row').first().waitFor();
    expect(await page.getByTestId('option-row').first().getAttribute('data-state')).toBe('settled');
    await page.getByTestId('options-settled-no-more').waitFor();
  });

  it('shows the options view in French', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.reload();
    await page.getByTestId('page-options').waitFor();
    await expect.poll(() => text('option-available')).toMatch(/USDT/);
    await page.getByTestId('option-stake').fill('20');
    await rig.shot('105-options-fr', { fullPage: true });
    await page.getByTestId('options-orders-tab-settled').click();
    await page.getByTestId('option-row').first().waitFor();
    await rig.shot('106-options-settled-fr', { fullPage: true });
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
