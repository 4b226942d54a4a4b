/**
 * Spot trading in a real browser at 390×844: a visitor sees the market and the book but logs in to
 * trade; a user with a deposit opens the Trade tab, has a wrong amount refused in place, places a
 * limit buy far below the price (it rests in the open orders), cancels it after a confirmation and
 * finds it in the history, then places a market buy that fills against the market maker and sees
 * the balances change without reloading. The book moves by pushes alone, and an order cancelled on
 * another device leaves the open orders and frees its funds on this page without a reload. Then the
 * trade view and the orders page in Japanese.
 * Screenshots 80–92 (French too: this machine draws no CJK glyphs).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, inOpenDialog, useBrowserRig } from './support.js';

// The market maker quotes from the first recorded price: a short tick fills the book quickly.
const rig = useBrowserRig({ tickMs: 500 });

const PASSWORD = 'correct-horse-7';

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the trade view holds two dialogs (the order's and the cancel's). */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

const openTrade = async () => {
  await rig.page.getByTestId('tab-trade').click();
  await rig.page.getByTestId('page-spot').waitFor();
  await rig.page.getByTestId('depth-ask').first().waitFor();
};

describe.skipIf(!hasChromium)('spot trading in a browser', () => {
  const email = `spot-${Date.now()}@example.com`;

  it('shows a visitor the market and the book, and a button to log in instead of the form', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await openTrade();
    expect(await page.getByTestId('spot-symbol').inputValue()).toBe('BTC/USDT');
    await page.getByTestId('spot-login').waitFor();
    expect(await page.getByTestId('order-form').count()).toBe(0);
    await page.getByTestId('depth-bid').first().waitFor();
    expect(await text('spot-last-price')).toMatch(/^\d{2},\d{3}\.\d{2}$/);
    await rig.shot('80-spot-guest-en', { fullPage: true });
    // The market picked is kept in the address, so a reload or a shared link opens it.
    await page.getByTestId('spot-symbol').selectOption('ETH/USDT');
    await expect.poll(() => page.url()).toMatch(/\?symbol=ETH%2FUSDT$/);
    await page.getByTestId('depth-ask').first().waitFor();
    await page.reload();
    await page.getByTestId('depth-ask').first().waitFor();
    expect(await page.getByTestId('spot-symbol').inputValue()).toBe('ETH/USDT');
    await page.getByTestId('spot-symbol').selectOption('BTC/USDT');
    await expect.poll(() => page.url()).toMatch(/\?symbol=BTC%2FUSDT$/);
  });

  it('places a limit buy far below the price, which rests until it is cancelled', async () => {
    const { page } = rig;
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '1000');

    await openTrade();
    await expect.poll(() => text('order-available')).toBe('Available: 1,000 USDT');
    await page.getByTestId('open-orders-empty').waitFor();
    // The price starts from the last one; a tap on a level of the book puts that price there.
    expect(await page.getByTestId('order-price').inputValue()).toMatch(/^\d+(\.\d+)?$/);
    // Read and tapped in one go: the market maker requotes on every tick, so the book can change
    // between a read and a separate click. A requote can also replace the row between Playwright
    // finding it and the click (a detached row's click reaches no handler), so a tap that did not
    // land is tried again; one that landed shows exactly the price it read.
    const tapBestBid = () =>
      page
        .getByTestId('depth-bid')
        .first()
        .evaluate((row) => {
          (row as HTMLElement).click();
          return row.isConnected ? (row.querySelector('.depth__price')?.textContent ?? '') : '';
        });
    await expect
      .poll(
        async () => {
          const bid = (await tapBestBid()).replaceAll(',', '');
          // The form takes the tapped price in an effect after the tap's render: on a busy machine
          // a moment later.
          await page.waitForTimeout(100);
          return bid !== '' && (await page.getByTestId('order-price').inputValue()) === bid;
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    // Wrong amounts are refused in place, in the user's words.
    await page.getByTestId('order-price').fill('1000');
    await page.getByTestId('order-amount').fill('0.00001');
    await page.getByTestId('order-submit').click();
    expect(await text('order-amount-error')).toBe('The amount moves in steps of 0.0001');
    await page.getByTestId('order-amount').fill('0.001');
    expect(await text('order-amount-error')).toBe('The order must be worth at least 5 USDT');
    await page.getByTestId('order-price').fill('1000.001');
    expect(await text('order-price-error')).toBe('The price moves in steps of 0.01');
    await page.getByTestId('order-price').fill('1000');
    // − and + move the price one step of the market.
    await page.getByTestId('order-price-up').click();
    expect(await page.getByTestId('order-price').inputValue()).toBe('1000.01');
    await page.getByTestId('order-price-down').click();
    expect(await page.getByTestId('order-price').inputValue()).toBe('1000');
    // Half of 1,000 USDT at 1,000 USDT buys 0.5 BTC.
    await page.getByTestId('order-share-50').click();
    expect(await page.getByTestId('order-amount').inputValue()).toBe('0.5');
    await page.getByTestId('order-amount').fill('0.01');
    expect(await text('order-pay')).toBe('10 USDT');
    expect(await text('order-fee')).toBe('0.00002 BTC');
    expect(await text('order-receive')).toBe('0.00998 BTC');
    await rig.shot('81-spot-limit-en', { fullPage: true });

    await page.getByTestId('order-submit').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await text('confirm-price')).toBe('1,000');
    expect(await text('confirm-amount')).toBe('0.01');
    await rig.shot('82-spot-confirm-en');
    // A refusal is shown in the dialog in the exchange's words; confirming again sends the order.
    await page.route('**/api/coin/trade', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ type: 'error', code: 'SPOT.PAUSED', message: 'Trading is paused' }),
      }),
    );
    await dialogButton('confirm-ok').click();
    await expect
      .poll(() => page.locator('dialog[open] [data-testid="form-error"]').textContent())
      .toBe('Trading is paused');
    await rig.shot('82b-spot-refused-en');
    await page.unroute('**/api/coin/trade');
    const toasts = await rig.watchToasts();
    await dialogButton('confirm-ok').click();
    await toasts.shown('Order placed');
    const resting = page.getByTestId('open-orders').getByTestId('order-row');
    await resting.first().waitFor();
    expect(await resting.count()).toBe(1);
    expect(await resting.first().getAttribute('data-status')).toBe('open');
    expect(await page.getByTestId('order-amount').inputValue()).toBe('');
    // 10 USDT are frozen while it rests.
    await expect.poll(() => text('order-available')).toBe('Available: 990 USDT');
    await rig.shot('83-spot-open-order-en', { fullPage: true });

    await resting.first().getByTestId('order-cancel').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await dialogButton('confirm-cancel').textContent()).toBe('Keep it');
    await rig.shot('84-spot-cancel-confirm-en');
    await dialogButton('confirm-ok').click();
    await page.getByTestId('open-orders-empty').waitFor();
    await expect.poll(() => text('order-available')).toBe('Available: 1,000 USDT');
  });

  it('lists the cancelled order in the history', async () => {
    const { page } = rig;
    await page.getByTestId('spot-all-orders').click();
    await page.getByTestId('page-spot-orders').waitFor();
    await page.getByTestId('orders-open-empty').waitFor();
    await page.getByTestId('orders-tab-done').click();
    await page.getByTestId('orders-done-no-more').waitFor();
    const rows = page.getByTestId('order-row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-status')).toBe('cancelled');
    expect(await rows.first().getByTestId('order-row-status').textContent()).toBe('Cancelled');
    expect(await rows.first().getByTestId('order-row-price').textContent()).toBe('1,000');
    expect(await rows.first().getByTestId('order-row-filled').textContent()).toBe('0');
    await rig.shot('85-spot-history-en', { fullPage: true });
    await page.getByTestId('nav-back').click();
    await page.getByTestId('page-spot').waitFor();
  });

  it('moves the book by pushes alone, and follows an order cancelled elsewhere without a reload', async () => {
    const { page } = rig;
    // The page's first reads (it was just opened again) are done before the pushes are watched.
    await page.getByTestId('depth-bid').first().waitFor();
    await page.getByTestId('open-orders-empty').waitFor();
    await page.waitForLoadState('networkidle');
    const reads: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (/\/api\/coin\/(depth|trades|list)/.test(request.url())) reads.push(request.url());
    };
    page.on('request', onRequest);
    // The market maker requotes on every tick (500 ms): the book moves with nothing read again.
    const book = () => page.getByTestId('depth').textContent();
    const before = await book();
    await expect.poll(book, { timeout: 10_000 }).not.toBe(before);
    expect(reads).toEqual([]);

    await page.getByTestId('order-price').fill('1000');
    await page.getByTestId('order-amount').fill('0.01');
    await page.getByTestId('order-submit').click();
    const toasts = await rig.watchToasts();
    await dialogButton('confirm-ok').click();
    await toasts.shown('Order placed');
    const resting = page.getByTestId('open-orders').getByTestId('order-row');
    await resting.first().waitFor();
    await expect.poll(() => text('order-available')).toBe('Available: 990 USDT');
    // Cancelled by another device of the same user: only the private pushes tell this page.
    const authorization = (await page.evaluate(() => localStorage.getItem('tessera:token'))) ?? '';
    const open = await fetch(`${rig.server.url}/api/coin/list?state=open`, { headers: { authorization } });
    const [order] = ((await open.json()) as { message: { data: { id: number }[] } }).message.data;
    const cancelled = await fetch(`${rig.server.url}/api/coin/cancel`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ id: order?.id }),
    });
    expect(((await cancelled.json()) as { type: string }).type).toBe('ok');
    await page.getByTestId('open-orders-empty').waitFor();
    await expect.poll(() => text('order-available')).toBe('Available: 1,000 USDT');
    page.off('request', onRequest);
  });

  it('fills a market buy against the market maker, and the balances follow without a reload', async () => {
    const { page } = rig;
    await page.getByTestId('depth-ask').first().waitFor();
    await expect.poll(() => text('order-available')).toBe('Available: 1,000 USDT');
    await page.getByTestId('order-kind-market').click();
    await page.getByTestId('order-market-price').waitFor();
    await page.getByTestId('order-amount').fill('0.001');
    await page.getByTestId('order-submit').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await text('confirm-price')).toBe('Market price');
    const toasts = await rig.watchToasts();
    await dialogButton('confirm-ok').click();
    await toasts.shown('Order filled');
    // About 64 USDT left the balance (the price moves), and the BTC bought arrived.
    await expect.poll(() => text('order-available')).toMatch(/^Available: 9[0-9]{2}\.\d+ USDT$/);
    await page.getByTestId('order-side-sell').click();
    expect(await text('order-available')).toBe('Available: 0.000998 BTC');
    await page.getByTestId('order-side-buy').click();
    // The fill is the market's latest trade, a buyer's (green), pushed to the market's room.
    const trade = page.getByTestId('trade-row').first();
    await trade.waitFor();
    expect(await trade.getAttribute('data-side')).toBe('buy');
    await rig.shot('86-spot-filled-en', { fullPage: true });

    await page.getByTestId('spot-all-orders').click();
    await page.getByTestId('orders-tab-done').click();
    await page.getByTestId('orders-done-no-more').waitFor();
    const filled = page.getByTestId('order-row').first();
    expect(await filled.getAttribute('data-status')).toBe('filled');
    expect(await filled.getByTestId('order-row-filled').textContent()).toBe('0.001');
    expect(await filled.getByTestId('order-row-fee').textContent()).toBe('0.000002 BTC');
    await rig.shot('87-spot-history-filled-en', { fullPage: true });
  });

  it('shows the trade view and the orders page in Japanese', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'jp'));
    await page.goto(`${rig.server.url}/#/pages/transaction/currency?symbol=ETH%2FUSDT`);
    await page.reload();
    await page.getByTestId('depth-ask').first().waitFor();
    expect(await page.getByTestId('spot-symbol').inputValue()).toBe('ETH/USDT');
    await page.getByTestId('order-amount').fill('0.01');
    await page.getByTestId('order-pay').waitFor();
    expect(await text('order-submit')).toBe('ETH を買う');
    await rig.shot('88-spot-jp', { fullPage: true });
    await page.goto(`${rig.server.url}/#/pages/transaction/currency_order`);
    await page.getByTestId('orders-tab-done').click();
    await page.getByTestId('orders-done-no-more').waitFor();
    expect(await text('order-row-status')).toBe('約定済み');
    await rig.shot('89-spot-history-jp', { fullPage: true });
  });

  // This machine has no CJK fonts, so the Japanese screenshots show boxes: French, with the
  // longest words of the nine, is the one to judge overflow and wrapping by.
  it('shows the trade view and the orders page in French', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.goto(`${rig.server.url}/#/pages/transaction/currency?symbol=BTC%2FUSDT`);
    await page.reload();
    await page.getByTestId('trade-row').first().waitFor();
    await page.getByTestId('order-side-sell').click();
    await page.getByTestId('order-share-100').click();
    expect(await page.getByTestId('order-amount').inputValue()).toBe('0.0009');
    expect(await text('order-submit')).toBe('Vendre BTC');
    // Nothing is wider than the phone: no sideways scrolling in the longest language.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rig.shot('90-spot-fra', { fullPage: true });
    await page.getByTestId('order-submit').click();
    await dialogButton('confirm-ok').waitFor();
    await rig.shot('91-spot-confirm-fra');
    await dialogButton('confirm-cancel').click();
    await page.goto(`${rig.server.url}/#/pages/transaction/currency_order`);
    await page.getByTestId('orders-tab-done').click();
    await page.getByTestId('orders-done-no-more').waitFor();
    expect(await text('order-row-status')).toBe('Exécuté');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rig.shot('92-spot-history-fra', { fullPage: true });
  });
});
