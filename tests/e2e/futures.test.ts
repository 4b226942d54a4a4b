/**
 * Futures in a real browser at 390×844, on a server with a simulated clock: a user with a deposit
 * moves USDT to the futures account, opens the futures view from the Trade tab, sees what a long
 * of one lot at 10× takes (core's preview: margin, fee, liquidation price), confirms it, opens a
 * short too, sets each a take-profit 0.3 % away through the TP/SL editor, moves the clock on
 * until the take-profit of whichever way the price went fires: the position leaves the
 * list and the history shows it closed by its take-profit at a recorded tick. Then the stock tab
 * with its hours, and the view in French. Once nothing is open, Verify on the newest closed position
 * fetches the archive record of its close and its close tick and recomputes them in the browser: it
 * matches. Screenshots 110–117.
 */
import { Decimal, futuresPreview } from '@tessera/core';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, inOpenDialog, looksWhole, openVerification, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the view holds several dialogs (the order, a close, the stops). */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

const inDialog = (testId: string) => inOpenDialog(rig.page, testId);

/** Opens Verify within `within` and waits for its verdict and differences. */
const verify = (within: Locator) => openVerification(rig.page, within);

/** A figure as the screen writes it (`64,012.5` or `6.401252 USDT`), as a Decimal. */
const figure = (shown: string | null) => new Decimal((shown ?? '').replace(/[^\d.-]/g, ''));

/**
 * Sets a take-profit 0.3 % beyond the live price on the position card `index`, through the TP/SL
 * editor: near enough for a jump of the exchange's clock to reach one of the two, far enough that
 * the price's own ticks (twice a second) do not reach it while the other is being set on a busy
 * machine. When the price moved past the stop before the exchange checked it, the editor shows the
 * refusal and the stop is typed again.
 */
const takeProfitNearPrice = async (index: number, side: 'long' | 'short') => {
  const { page } = rig;
  await page.getByTestId('position-row').nth(index).getByTestId('position-stops').click();
  for (let attempt = 0; attempt < 20; attempt++) {
    const price = figure(await text('futures-market-last-price'));
    const gap = price.times('0.003').toDecimalPlaces(2);
    const stop = side === 'long' ? price.plus(gap) : price.minus(gap);
    await page.getByTestId('stops-take-profit').fill(stop.toFixed(2));
    await dialogButton('confirm-ok').click();
    const saved = await page
      .locator('dialog[open] [data-testid="stops-take-profit"]')
      .waitFor({ state: 'detached', timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (saved) return;
  }
  throw new Error('the take-profit could not be set next to the price');
};

describe.skipIf(!hasChromium)('futures in a browser', () => {
  const email = `futures-${Date.now()}@example.com`;

  it('funds the futures account with a deposit and a transfer', async () => {
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '500');
    await rig.transferTo('futures', '300', '500');
  });

  it('opens a long and a short after seeing what they take, and watches a take-profit fire', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('tab-trade').click();
    await page.getByTestId('page-spot').waitFor();
    await page.getByTestId('trade-kind-futures').click();
    await page.getByTestId('page-futures').waitFor();
    await expect.poll(() => text('futures-available')).toBe('Available: 300 USDT');
    await page.getByTestId('futures-positions-empty').waitFor();
    expect(await text('futures-lot-size')).toBe('1 lot = 0.001 BTC');

    // What one lot at 10× takes, as core's calculator says at the shown price.
    await page.getByTestId('futures-multiple-10').click();
    await page.getByTestId('futures-lots').fill('1');
    await page.getByTestId('futures-margin').waitFor();
    const price = figure(await text('futures-market-last-price'));
    const preview = futuresPreview({
      side: 'long',
      price,
      lots: '1',
      lotSize: '0.001',
      multiple: '10',
      feeRate: '0.0005',
      maintenanceRate: '0.2',
      decimals: 6,
    });
    // The price may tick between the two reads: the margin is checked within one tick's move.
    expect(
      figure(await text('futures-margin'))
        .minus(preview.margin)
        .abs()
        .lt(0.1),
    ).toBe(true);
    expect(await text('futures-overnight')).toMatch(/0\.03% of the margin/);
    await rig.shot('110-futures-form-en', { fullPage: true });

    // A take-profit on the wrong side is refused in place.
    await page.getByTestId('futures-take-profit').fill(price.times('0.5').toFixed(2));
    await page.getByTestId('futures-submit').click();
    await page.getByTestId('futures-take-profit-error').waitFor();
    await page.getByTestId('futures-take-profit').fill('');

    await page.getByTestId('futures-submit').click();
    await expect.poll(() => text('futures-confirm-order')).toBe('Long · 10× · BTC/USDT');
    await page.getByTestId('futures-risk-note').waitFor();
    await rig.shot('111-futures-confirm-en');
    await dialogButton('confirm-ok').click();
    await page.getByTestId('position-row').first().waitFor();

    await page.getByTestId('futures-side-short').click();
    await page.getByTestId('futures-lots').fill('1');
    await page.getByTestId('futures-submit').click();
    await expect.poll(() => text('futures-confirm-order')).toBe('Short · 10× · BTC/USDT');
    await dialogButton('confirm-ok').click();
    await expect.poll(() => page.getByTestId('position-row').count()).toBe(2);
    await expect.poll(() => text('position-pnl')).toMatch(/^[+-]?\d/);
    await rig.shot('112-futures-positions-en', { fullPage: true });

    // Newest first: the short, then the long.
    await takeProfitNearPrice(0, 'short');
    await takeProfitNearPrice(1, 'long');
    await expect.poll(() => page.locator('[data-testid="position-tp"]').allTextContents()).not.toContain('—');
    await rig.shot('113-futures-stops-en', { fullPage: true });

    // Six hours at a time on the exchange's clock: the first tick after a jump carries the price
    // one way or the other, until it reaches one take-profit, which fires at that tick's price;
    // the position leaves the list.
    for (let jump = 0; jump < 8 && (await page.getByTestId('position-row').count()) === 2; jump++) {
      await rig.operator('/operator/clock/advance', {
        method: 'POST',
        body: JSON.stringify({ seconds: 6 * 3600 }),
      });
      await page.waitForTimeout(1500);
    }
    await expect.poll(() => page.getByTestId('position-row').count(), { timeout: 30_000 }).toBe(1);
    await page.getByTestId('futures-history-link').click();
    await page.getByTestId('page-futures-history').waitFor();
    await page.getByTestId('position-row').first().waitFor();
    expect(await text('position-reason')).toBe('Take-profit');
    expect(await text('position-evidence')).toMatch(
      /^Tick #\d+ · .+ → Tick #\d+ · .+ · Settled by futures\/1$/,
    );
    await rig.shot('114-futures-history-en', { fullPage: true });
    await page.goBack();
    await page.getByTestId('page-futures').waitFor();

    // The other take-profit fires too once the price wanders back past it; if it has not, the
    // position left closes with "Close all". Right after a jump the newest recorded price is hours
    // old on the exchange's clock until the next tick (every 500 ms), which "Close all" waits for.
    await page.waitForTimeout(1000);
    if ((await page.getByTestId('position-row').count()) > 0) {
      await page.getByTestId('futures-close-all').click();
      await dialogButton('confirm-ok').click();
    }
    await page.getByTestId('futures-positions-empty').waitFor();
    await expect.poll(async () => figure(await text('futures-available')).gt(250)).toBe(true);
  });

  it('verifies a closed position in the browser: its close recomputed from the archive, with its close tick', async () => {
    const { page } = rig;
    // Nothing is open now, so no trigger reloads the history while the dialog is open.
    await page.getByTestId('futures-history-link').click();
    await page.getByTestId('page-futures-history').waitFor();
    const card = page.getByTestId('position-row').first();
    await card.waitFor();
    const evidence = (await card.getByTestId('position-evidence').textContent()) ?? '';
    const [, entryTick, closeTick] = evidence.match(/^Tick #(\d+) · .+ → Tick #(\d+) · /) ?? [];
    const { verdict, differences } = await verify(card);
    expect(verdict, differences.join('\n')).toBe('matches');
    expect(await inDialog('verify-verdict').textContent()).toBe(
      'Matches: recomputed in your browser from the published record and prices',
    );
    // The close tick is the card's, checked against the tick archive; the entry is the order's price.
    expect(await inDialog('verify-close_price').textContent()).toMatch(
      new RegExp(`^Tick #${closeTick} · [\\d,.]+$`),
    );
    expect(await inDialog('verify-entry').textContent()).toMatch(
      new RegExp(`· tick #${entryTick} \\(the order’s price\\)$`),
    );
    expect(await inDialog('verify-position').textContent()).toMatch(/^(Long|Short) · 1 × 0\.001$/);
    expect(await inDialog('verify-fee-rate').textContent()).toBe('0.05%');
    expect(await inDialog('verify-reason').textContent()).toBe(
      await card.getByTestId('position-reason').textContent(),
    );
    expect(await inDialog('verify-calculator').textContent()).toBe('futures/1');
    await looksWhole(page, ['futures', 'proofs', 'common']);
    await rig.shot('114b-futures-verify-en');
    await inDialog('verify-close').click();
    await page.goBack();
    await page.getByTestId('page-futures').waitFor();
  });

  it('shows the stock contracts with their exchange’s hours', async () => {
    const { page } = rig;
    await page.getByTestId('futures-tab-stock').click();
    await expect.poll(() => page.getByTestId('futures-market-symbol').inputValue()).toBe('AAPL/USD');
    await page.getByTestId('futures-hours').waitFor();
    expect(await text('futures-hours')).toMatch(/New York Stock Exchange hours: 09:30–16:00/);
    expect(await text('futures-lot-size')).toBe('1 lot = 1 AAPL');
    await rig.shot('115-futures-stock-en', { fullPage: true });
  });

  it('shows the futures view in French', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.getByTestId('futures-tab-crypto').click();
    await page.reload();
    await page.getByTestId('page-futures').waitFor();
    await page.getByTestId('futures-lots').fill('2');
    await page.getByTestId('futures-margin').waitFor();
    await rig.shot('116-futures-fr', { fullPage: true });
    await page.getByTestId('futures-tab-stock').click();
    await page.getByTestId('futures-hours').waitFor();
    await rig.shot('117-futures-stock-fr', { fullPage: true });
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
