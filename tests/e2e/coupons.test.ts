/**
 * Coupons (spec §2 `setting/coupon`) in a real browser at 390×844. A new account finds its two
 * welcome coupons from Settings: half the fees of one spot or futures order from 10 USDT, and a
 * 10 USDT trial bonus. The bonus is claimed after a confirmation (the futures account holds the
 * 10 USDT) and moves to Used; nothing has expired. With a deposit, the spot order form offers the
 * discount on an order worth 10 USDT or more, none chosen until the user picks it; picked, the
 * preview and the confirmation show the halved fee and a "Coupon" line, and the market buy fills
 * at half the fee. The order says so in the history, the coupon moves to Used naming that order,
 * and the form offers it no more. An operator's spot-only coupon, the coupons page and the order
 * form in Chinese and French. Screenshots 300–310.
 */
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { hasChromium, inOpenDialog, looksWhole, okMessage, storedToken, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 500 });

const PASSWORD = 'correct-horse-7';
const NAMESPACES = ['coupons', 'settings', 'spot', 'common', 'routeTitle'];

const text = async (testId: string) => (await rig.page.getByTestId(testId).first().textContent()) ?? '';

/** The open dialog's buttons: the trade view holds two dialogs (the order's and the cancel's). */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

/** A read as the user whose session token is `token`. */
const readAs = async (token: string, path: string) =>
  okMessage(await fetch(`${rig.server.url}/api${path}`, { headers: { authorization: token } }), path);

/** A call as the user whose session token is `token`. */
const postAs = async (token: string, path: string, params: Record<string, string>) =>
  okMessage(
    await fetch(`${rig.server.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(params),
    }),
    path,
  );

/** The coupon card of `kind` in the list on screen. */
const card = (kind: 'fee_discount' | 'trial_bonus') =>
  rig.page.locator(`[data-testid="coupon"][data-kind="${kind}"]`);

/** Opens `path` afresh, so the page reads everything (and the language) again. */
const open = async (path: string, testId: string) => {
  await rig.page.goto(`${rig.server.url}/#${path}`);
  await rig.page.reload();
  await rig.page.getByTestId(testId).waitFor();
};

const useLanguage = (code: string) =>
  rig.page.evaluate((language) => localStorage.setItem('tessera:lang', language), code);

describe.skipIf(!hasChromium)('coupons in a browser', () => {
  const email = `coupons-${Date.now()}@example.com`;
  let token = '';

  it('shows a new account its two welcome coupons, from Settings', async () => {
    const { page } = rig;
    await rig.signUpByEmail(email, PASSWORD);
    token = await storedToken(page);
    await page.getByTestId('open-account').click();
    await page.getByTestId('setting-coupons').click();
    await page.getByTestId('page-coupons').waitFor();
    expect(await text('nav-title')).toBe('Coupons');
    await expect.poll(() => page.getByTestId('coupon').count()).toBe(2);

    const discount = card('fee_discount');
    expect(await discount.getByTestId('coupon-figure').textContent()).toBe('50%');
    expect(await discount.getByTestId('coupon-title').textContent()).toBe('50% off trading fees');
    expect(await discount.getByTestId('coupon-terms').locator('li').allTextContents()).toEqual([
      'On one spot or futures order',
      'Orders from 10 USDT',
    ]);
    expect(await discount.getByTestId('coupon-status').textContent()).toMatch(/^Valid until .+\d{4}/);
    await discount.getByTestId('coupon-trade-spot').waitFor();
    await discount.getByTestId('coupon-trade-futures').waitFor();
    expect(await discount.getByTestId('coupon-claim').count()).toBe(0);

    const bonus = card('trial_bonus');
    expect(await bonus.getByTestId('coupon-figure').textContent()).toBe('10 USDT');
    expect(await bonus.getByTestId('coupon-title').textContent()).toBe('10 USDT trial bonus');
    expect(await bonus.getByTestId('coupon-terms').textContent()).toBe(
      'Credited to your futures account when claimed',
    );
    await page.getByTestId('coupons-usable-no-more').waitFor();
    await looksWhole(page, NAMESPACES);
    await rig.shot('300-coupons-usable-en', { fullPage: true });
  });

  it('claims the trial bonus after a confirmation, into the futures account, and lists it as used', async () => {
    const { page } = rig;
    await card('trial_bonus').getByTestId('coupon-claim').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await text('coupon-claim-text')).toBe('10 USDT will be credited to your futures account.');
    expect(await dialogButton('confirm-ok').textContent()).toBe('Claim');
    await rig.shot('301-coupons-claim-en');
    const toasts = await rig.watchToasts();
    await dialogButton('confirm-ok').click();
    await toasts.shown('10 USDT credited to your futures account');
    await expect.poll(() => page.getByTestId('coupon').count()).toBe(1);
    expect(await page.getByTestId('coupon').getAttribute('data-kind')).toBe('fee_discount');

    // The futures account's USDT (asset 3) holds the bonus.
    const futures = await postAs(token, '/wallet/detail', { currency_id: '3', type: 'futures' });
    expect(futures.available).toBe('10');

    await page.getByTestId('coupons-tab-used').click();
    await page.getByTestId('coupons-used-no-more').waitFor();
    const used = card('trial_bonus');
    expect(await used.getAttribute('data-state')).toBe('used');
    expect(await used.getByTestId('coupon-status').allTextContents()).toEqual([
      'Bonus claimed into your futures account',
      expect.stringMatching(/^On .+\d{4}/),
    ]);
    expect(await used.getByTestId('coupon-claim').count()).toBe(0);
    await looksWhole(page, NAMESPACES);
    await rig.shot('302-coupons-used-en', { fullPage: true });

    await page.getByTestId('coupons-tab-expired').click();
    expect(await text('coupons-expired-empty')).toBe('No coupons here');
    await rig.shot('303-coupons-expired-en', { fullPage: true });
  });

  it('applies the fee discount to a spot order only when the user picks it, and shows it in the preview', async () => {
    const { page } = rig;
    await rig.deposit(email, '1000');
    await open('/pages/transaction/currency?symbol=BTC%2FUSDT', 'page-spot');
    await page.getByTestId('depth-ask').first().waitFor();
    await expect.poll(() => text('order-available')).toBe('Available: 1,000 USDT');

    // 0.006 BTC at 1,000 USDT is worth 6 USDT: an order, but below the coupon's minimum, so
    // nothing is offered.
    await page.getByTestId('order-price').fill('1000');
    await page.getByTestId('order-amount').fill('0.006');
    await page.getByTestId('order-fee').waitFor();
    expect(await page.getByTestId('order-coupon-choice').count()).toBe(0);
    // 0.01 BTC is worth 10 USDT: offered, and not chosen until the user picks it.
    await page.getByTestId('order-amount').fill('0.01');
    await page.getByTestId('order-coupon-choice').waitFor();
    expect(await page.getByTestId('order-coupon-choice').inputValue()).toBe('0');
    expect(await page.getByTestId('order-coupon-choice').locator('option').allTextContents()).toEqual([
      'No coupon',
      '50% off fees',
    ]);
    expect(await text('order-fee')).toBe('0.00002 BTC');
    expect(await page.getByTestId('order-coupon').count()).toBe(0);

    await page.getByTestId('order-coupon-choice').selectOption({ label: '50% off fees' });
    expect(await text('order-fee')).toBe('0.00001 BTC');
    expect(await text('order-coupon')).toBe('−0.00001 BTC');
    expect(await text('order-receive')).toBe('0.00999 BTC');
    await looksWhole(page, NAMESPACES);
    // The form's lower half, where the coupon and the preview are, above the tab bar.
    await page
      .getByTestId('order-preview')
      .evaluate((preview) => preview.scrollIntoView({ block: 'center' }));
    await rig.shot('304-spot-coupon-en');
  });

  it('fills a market buy with the coupon at half the fee, and the coupon is spent on that order', async () => {
    const { page } = rig;
    await page.getByTestId('order-kind-market').click();
    await page.getByTestId('order-amount').fill('0.001');
    // At the market price 0.001 BTC is worth far more than 10 USDT: the coupon stays chosen.
    await expect.poll(() => text('order-coupon')).toBe('−0.000001 BTC');
    expect(await text('order-fee')).toBe('0.000001 BTC');
    await page.getByTestId('order-submit').click();
    await dialogButton('confirm-ok').waitFor();
    const confirm = page.locator('dialog[open]');
    expect(await confirm.getByTestId('order-fee').textContent()).toBe('0.000001 BTC');
    expect(await confirm.getByTestId('order-coupon').textContent()).toBe('−0.000001 BTC');
    await rig.shot('305-spot-coupon-confirm-en');
    const toasts = await rig.watchToasts();
    await dialogButton('confirm-ok').click();
    await toasts.shown('Order filled');
    // Spent: the form offers it no more.
    await page.getByTestId('order-amount').fill('0.001');
    await page.getByTestId('order-fee').waitFor();
    await expect.poll(() => page.getByTestId('order-coupon-choice').count()).toBe(0);
    expect(await text('order-fee')).toBe('0.000002 BTC');

    const [order] = (await readAs(token, '/coin/list?state=done')).data as { id: number; fee: string }[];
    expect(order?.fee).toBe('0.000001');

    await page.getByTestId('spot-all-orders').click();
    await page.getByTestId('orders-tab-done').click();
    await page.getByTestId('orders-done-no-more').waitFor();
    const row = page.getByTestId('order-row').first();
    expect(await row.getAttribute('data-status')).toBe('filled');
    expect(await row.getByTestId('order-row-coupon').textContent()).toBe('Coupon −50%');
    expect(await row.getByTestId('order-row-fee').textContent()).toBe('0.000001 BTC Coupon −50%');
    await rig.shot('306-spot-history-coupon-en', { fullPage: true });

    await open('/pages/setting/coupon', 'page-coupons');
    await page.getByTestId('coupons-usable-empty').waitFor();
    await page.getByTestId('coupons-tab-used').click();
    await expect.poll(() => page.getByTestId('coupon').count()).toBe(2);
    expect(await card('fee_discount').getAttribute('data-state')).toBe('used');
    expect(await card('fee_discount').getByTestId('coupon-status').first().textContent()).toBe(
      `Used on spot order #${order?.id}`,
    );
    expect(await card('fee_discount').getByTestId('coupon-trade-spot').count()).toBe(0);
    await looksWhole(page, NAMESPACES);
    await rig.shot('307-coupons-used-both-en', { fullPage: true });
  });

  it('shows an operator’s spot-only coupon, the lists and the order form in Chinese and in French', async () => {
    const { page } = rig;
    await okMessage(
      await rig.operator('/operator/coupons/issue', {
        method: 'POST',
        body: JSON.stringify({
          user: email,
          kind: 'fee_discount',
          rate: '0.2',
          products: 'spot',
          min_value: '20',
          days: 14,
        }),
      }),
      'issue a coupon',
    );
    for (const [language, title, none] of [
      ['zh', '交易手续费减免 20%', '不使用优惠券'],
      ['fra', /^20\s% de remise sur les frais de trading$/, 'Sans coupon'],
    ] as const) {
      await useLanguage(language);
      await open('/pages/setting/coupon', 'page-coupons');
      await expect.poll(() => page.getByTestId('coupon').count()).toBe(1);
      const spotOnly = card('fee_discount');
      expect(await spotOnly.getByTestId('coupon-title').textContent()).toMatch(title);
      expect(await spotOnly.getByTestId('coupon-trade-futures').count()).toBe(0);
      await looksWhole(page, NAMESPACES);
      await rig.shot(`308-coupons-usable-${language}`, { fullPage: true });
      await page.getByTestId('coupons-tab-used').click();
      await expect.poll(() => page.getByTestId('coupon').count()).toBe(2);
      await looksWhole(page, NAMESPACES);
      await rig.shot(`309-coupons-used-${language}`, { fullPage: true });

      await open('/pages/transaction/currency?symbol=BTC%2FUSDT', 'page-spot');
      await page.getByTestId('depth-ask').first().waitFor();
      await page.getByTestId('order-price').fill('1000');
      await page.getByTestId('order-amount').fill('0.02');
      await page.getByTestId('order-coupon-choice').waitFor();
      expect(await page.getByTestId('order-coupon-choice').locator('option').first().textContent()).toBe(
        none,
      );
      await page.getByTestId('order-coupon-choice').selectOption({ index: 1 });
      // 20 % of the 0.00004 BTC fee (a decimal comma in French).
      expect(await text('order-coupon')).toMatch(/^−0[.,]000008 BTC$/);
      expect(await text('order-fee')).toMatch(/^0[.,]000032 BTC$/);
      await looksWhole(page, NAMESPACES);
      await page
        .getByTestId('order-preview')
        .evaluate((preview) => preview.scrollIntoView({ block: 'center' }));
      await rig.shot(`310-spot-coupon-${language}`);
    }
    await useLanguage('en');
  });

  it('opens a futures position with an operator’s futures coupon, paid by the trial bonus', async () => {
    const { page } = rig;
    await okMessage(
      await rig.operator('/operator/coupons/issue', {
        method: 'POST',
        body: JSON.stringify({
          user: email,
          kind: 'fee_discount',
          rate: '0.5',
          products: 'futures',
          days: 7,
        }),
      }),
      'issue a coupon',
    );
    await open('/pages/transaction/contract', 'page-futures');
    // The 10 USDT of the bonus are what the futures account holds.
    await expect.poll(() => text('futures-available')).toBe('Available: 10 USDT');
    await page.getByTestId('futures-multiple-10').click();
    await page.getByTestId('futures-lots').fill('1');
    await page.getByTestId('futures-coupon-choice').waitFor();
    expect(await page.getByTestId('futures-coupon').count()).toBe(0);
    await page.getByTestId('futures-coupon-choice').selectOption({ index: 1 });
    const usdt = (shown: string) => new Decimal(shown.replace(/[^\d.]/g, ''));
    // Half the opening fee is waived (rounded down to the margin's 6 decimals): what is charged
    // is the other half, give or take its last decimal.
    await expect.poll(async () => text('futures-coupon')).toMatch(/^−0\.\d+ USDT$/);
    // The preview follows every tick: its figures are read at once, from one rendering.
    const shown = await page.evaluate(() =>
      Object.fromEntries(
        ['futures-coupon', 'futures-fee', 'futures-required', 'futures-margin'].map((id) => [
          id,
          document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
        ]),
      ),
    );
    const [waived, fee, required, margin] = [
      'futures-coupon',
      'futures-fee',
      'futures-required',
      'futures-margin',
    ].map((id) => usdt(shown[id] ?? '')) as [Decimal, Decimal, Decimal, Decimal];
    expect(fee.minus(waived).abs().lte('0.000001')).toBe(true);
    expect(required).toEqual(margin.plus(fee));
    await page
      .getByTestId('futures-preview')
      .evaluate((preview) => preview.scrollIntoView({ block: 'center' }));
    await rig.shot('311-futures-coupon-en');
    await page.getByTestId('futures-submit').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await page.locator('dialog[open]').getByTestId('futures-coupon').textContent()).toMatch(
      /^−0\.\d+ USDT$/,
    );
    const toasts = await rig.watchToasts();
    await dialogButton('confirm-ok').click();
    await toasts.shown('Position opened');
    const position = page.getByTestId('position-row').first();
    await position.waitFor();
    expect(await position.getByTestId('position-coupon').textContent()).toMatch(/^−0\.\d+$/);
    await expect.poll(() => page.getByTestId('futures-coupon-choice').count()).toBe(0);
    await position.evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await rig.shot('312-futures-position-coupon-en');
  });
});
