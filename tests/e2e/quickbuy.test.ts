/**
 * Buying crypto in a real browser at 390×844: a new user opens Buy crypto from Home's shortcuts and
 * is sent to identity verification (the exchange sells nothing to the unverified), has no orders
 * yet, and is verified (a mobile bound, basic verification approved by an operator, as a user
 * with documents would be). Then "your region is not supported" for another country; core's rule in
 * place for an empty sheet; 250 USD from Thailand by bank transfer, the quote (250 USDT) and a
 * confirmation; the order to be paid with the account to pay into, the reference and the countdown
 * on the exchange's clock; the transfer screenshot (required) uploaded as a payment proof; an
 * operator confirms the payment through the API and the order shows "payment successful", 250 USDT
 * more in the wallet and the ledger's "Quick buy" record. A second order cancelled after the
 * confirmation; both in My orders, newest first. Then the sheet, an order to be paid and the orders
 * in Chinese (this machine has CJK fonts). Screenshots 144–159.
 */
import { describe, expect, it } from 'vitest';
import {
  hasChromium,
  inOpenDialog,
  looksWhole,
  okMessage,
  PNG_1X1,
  storedToken,
  useBrowserRig,
} from './support.js';

const rig = useBrowserRig({ tickMs: 1_000 });

const PASSWORD = 'correct-horse-7';

/** The signed-in user's token, as the app stored it. */
const token = () => storedToken(rig.page);

/** A call as the signed-in user, for the steps another page of the app does (binding a mobile, verification). */
const asUser = async (path: string, params: Record<string, string>) =>
  okMessage(
    await fetch(`${rig.server.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: await token(), 'content-type': 'application/json' },
      body: JSON.stringify(params),
    }),
    path,
  );

const asOperator = async (path: string, params?: Record<string, string | number>) =>
  okMessage(
    await rig.operator(path, params === undefined ? {} : { method: 'POST', body: JSON.stringify(params) }),
    path,
  );

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the page also holds the closed ones. */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

const NAMESPACES = ['quickbuy', 'validation', 'common', 'routeTitle', 'select', 'home'];

/** Waits for the toast to go, so it covers nothing in the next screenshot. */
const toastGone = () => rig.page.getByTestId('toast').waitFor({ state: 'detached' });

/** Fills the sheet: the country, bank transfer unless told, the dollars and the payer. */
const fillSheet = async (country: string, usd: string, method = 'bank_transfer') => {
  const { page } = rig;
  await page.getByTestId('quickbuy-country').selectOption(country);
  await page.getByTestId(`quickbuy-method-${method}`).check();
  await page.getByTestId('quickbuy-amount').fill(usd);
  await page.getByTestId('quickbuy-first-name').fill('Somchai');
  await page.getByTestId('quickbuy-last-name').fill('Jaidee');
  await page.getByTestId('quickbuy-phone').fill('+66 81 234 5678');
  await page.getByTestId('quickbuy-tax-id').fill('1234567890123');
};

/** The order the operator sees for a reference. */
const operatorOrder = async (reference: string) => {
  const orders = (await asOperator('/operator/buy/orders')) as {
    id: number;
    reference: string;
    user: string;
  }[];
  const order = orders.find((candidate) => candidate.reference === reference);
  if (order === undefined)
    throw new Error(`the operator sees no order ${reference}: ${JSON.stringify(orders)}`);
  return order;
};

describe.skipIf(!hasChromium)('buying crypto in a browser', () => {
  const email = `quickbuy-${Date.now()}@example.com`;
  const mobile = `7${String(Date.now()).slice(-9)}`;
  let reference = '';

  it('sends a user who is not verified yet to verification, from the Home shortcut', async () => {
    const { page } = rig;
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '100');
    await page.getByTestId('entry-buyCrypto').click();
    await page.getByTestId('page-quickbuy').waitFor();
    await page.getByTestId('quickbuy-unverified').waitFor();
    expect(await text('nav-title')).toBe('Buy crypto');
    expect(await text('quickbuy-unverified')).toContain('up to $2,000 at a time');
    expect(await page.getByTestId('quickbuy-verify').getAttribute('href')).toBe('#/pages/setting/real');
    expect(await page.getByTestId('quickbuy-form').count()).toBe(0);
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('144-quickbuy-unverified-en');

    await page.getByTestId('quickbuy-open-orders').click();
    await page.getByTestId('page-quickbuy-orders').waitFor();
    await page.getByTestId('quickbuy-orders-empty').waitFor();
    expect(await text('quickbuy-orders-empty')).toBe('No orders yet');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('145-quickbuy-orders-empty-en');
  });

  it('is verified: a mobile bound and basic verification approved', async () => {
    await asUser('/sms_send', { area_code: '44', mobile, scene: 'bind' });
    const code = await rig.latestCode(`+44${mobile}`);
    await asUser('/safe/mobile', { area_code: '44', mobile, code, password: PASSWORD });
    await asUser('/user/real', {
      real_type: '1',
      country: 'TH',
      id_type: 'passport',
      name: 'Somchai Jaidee',
      card_id: `P${Date.now()}`.slice(0, 12),
    });
    await asOperator('/operator/kyc/approve', { user: email });
  });

  it('says "your region is not supported" for another country, and offers a deposit instead', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.reload();
    await page.getByTestId('tab-finance').click();
    await page.getByTestId('finance-quickbuy').click();
    await page.getByTestId('page-quickbuy').waitFor();
    await page.getByTestId('quickbuy-form').waitFor();
    // The served countries by name, in English's alphabetical order, and then another one.
    const countries = await page
      .getByTestId('quickbuy-country')
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.textContent));
    expect(countries).toEqual([
      'Choose your country',
      'Brazil',
      'India',
      'Indonesia',
      'Mexico',
      'Nigeria',
      'Philippines',
      'Thailand',
      'United States',
      'Vietnam',
      'Another country',
    ]);
    await page.getByTestId('quickbuy-country').selectOption('other');
    expect(await text('quickbuy-region-title')).toBe('Your region is not supported');
    expect(await text('quickbuy-region')).toContain(
      'Quick buy serves Brazil, India, Indonesia, Mexico, Nigeria, Philippines, Thailand, United States, and Vietnam.',
    );
    expect(await page.getByTestId('quickbuy-submit').count()).toBe(0);
    expect(await page.getByTestId('quickbuy-amount').count()).toBe(0);
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('146-quickbuy-region-en');
  });

  it('checks the sheet in place: every wrong field at once, by core’s rule', async () => {
    const { page } = rig;
    await page.getByTestId('quickbuy-country').selectOption('');
    await page.getByTestId('quickbuy-submit').click();
    expect(await text('quickbuy-country-error')).toBe('Choose your country');
    expect(await text('quickbuy-method-error')).toBe('Choose a payment method');
    expect(await text('quickbuy-amount-error')).toBe('This field is required');
    expect(await text('quickbuy-tax-id-error')).toBe(
      'Enter your tax ID: 4 to 30 letters, digits, dots, dashes or slashes',
    );
    // The user's own email came filled in.
    expect(await page.getByTestId('quickbuy-email').inputValue()).toBe(email);
    await page.getByTestId('quickbuy-amount').fill('99');
    expect(await text('quickbuy-amount-error')).toBe('The minimum is $100');
    await page.getByTestId('quickbuy-amount').fill('250.50');
    expect(await text('quickbuy-amount-error')).toBe('Enter whole dollars, without cents');
    await page.getByTestId('quickbuy-amount').fill('2500');
    expect(await text('quickbuy-amount-error')).toBe('Your limit per purchase is $2,000');
    expect(await page.getByTestId('confirm-dialog').isVisible()).toBe(false);
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('147-quickbuy-errors-en', { fullPage: true });
  });

  it('orders 250 USD from Thailand by bank transfer, after the quote and a confirmation', async () => {
    const { page } = rig;
    await fillSheet('TH', '250');
    await expect.poll(() => text('quickbuy-quote-usdt')).toBe('250 USDT');
    expect(await text('quickbuy-limit')).toBe('Your limit per purchase: $2,000Raise it');
    expect(await text('quickbuy-methods')).toContain('Arrives in 2–5 working days');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('148-quickbuy-form-en', { fullPage: true });

    await page.getByTestId('quickbuy-submit').click();
    await expect.poll(() => text('quickbuy-confirm-usd')).toBe('$250');
    expect(await text('quickbuy-confirm-country')).toBe('Thailand');
    expect(await text('quickbuy-confirm-method')).toBe('Bank transfer');
    expect(await text('quickbuy-confirm-usdt')).toBe('250 USDT');
    expect(await text('quickbuy-confirm-payer')).toBe('Somchai Jaidee');
    await rig.shot('149-quickbuy-confirm-en');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/buy/order'));
    await dialogButton('confirm-ok').click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await page.getByTestId('page-quickbuy-order').waitFor();
  });

  it('shows the account to pay into, the reference and the countdown, each field to copy', async () => {
    const { page } = rig;
    await expect.poll(() => page.getByTestId('quickbuy-order').getAttribute('data-state')).toBe('to_be_paid');
    expect(page.url()).toMatch(/#\/pages\/buy\/order\?id=\d+$/);
    expect(await text('quickbuy-order-state')).toBe('To be paid');
    reference = (await text('quickbuy-order-reference')) ?? '';
    expect(reference).toMatch(/^QB-\d{6}$/);
    expect(await text('quickbuy-order-usdt')).toBe('250 USDT');
    expect(await text('quickbuy-order-country')).toBe('Thailand');
    expect(await text('quickbuy-payee-accountName')).toBe('Tessera Payments Ltd');
    expect(await text('quickbuy-payee-iban')).toBe('GB33 BUKB 2020 1555 5555 55');
    expect(await text('quickbuy-payee-beneficiaryCountry')).toBe('United Kingdom');
    expect(await text('quickbuy-payee-bic')).toBe('BUKBGB22');
    expect(await text('quickbuy-payee-bankName')).toBe('Barclays Bank UK PLC');
    expect(await text('quickbuy-payee-amount')).toBe('$250');
    expect(await text('quickbuy-payee-reference')).toBe(reference);
    expect(await text('quickbuy-reference-note')).toContain(`Write ${reference} in the description`);
    expect(await text('quickbuy-bank-days')).toContain('2–5 working days');
    // 24 hours to pay, counted down on the exchange's clock.
    const countdown = page.getByTestId('quickbuy-countdown');
    await expect.poll(() => countdown.textContent()).toMatch(/^23h 59m \d+s left$/);
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(before);
    const toasts = await rig.watchToasts();
    await page.getByTestId('quickbuy-payee-iban-copy').click();
    await toasts.shown('Copied');
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('150-quickbuy-order-en', { fullPage: true });
  });

  it('takes the transfer screenshot, required, as a payment proof', async () => {
    const { page } = rig;
    await page.getByTestId('quickbuy-proof-submit').click();
    expect(await text('quickbuy-proof-error')).toBe('Upload the payment proof');
    await page
      .getByTestId('quickbuy-proof')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByTestId('quickbuy-proof-preview').waitFor();
    await expect.poll(() => page.getByTestId('quickbuy-proof-box').getAttribute('data-state')).toBe('idle');
    await page.getByTestId('quickbuy-proof-submit').click();
    await page.getByTestId('quickbuy-proof-sent').waitFor();
    // The exchange holds the upload as the order's proof, shown to its owner and the operator.
    const held = (await operatorOrder(reference)) as unknown as {
      proof_url: string | null;
      proof_at: string | null;
    };
    expect(held.proof_url).toMatch(/^\/api\/files\//);
    expect(held.proof_at).not.toBeNull();
    expect(await text('quickbuy-proof-sent')).toMatch(/^Screenshot received .+\. The USDT is credited/);
    // Once the screenshot is in, the order waits for the money, whatever the time.
    expect(await page.getByTestId('quickbuy-countdown').count()).toBe(0);
    expect(await text('quickbuy-order-state')).toBe('To be paid');
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('151-quickbuy-proof-sent-en', { fullPage: true });
  });

  it('shows payment successful once an operator confirms it, and 250 USDT more in the wallet', async () => {
    const { page } = rig;
    const order = await operatorOrder(reference);
    expect(order.user).toBe(email);
    await asOperator('/operator/buy/confirm', { id: order.id });
    // The `balances` push the credit sends brings the page up to date.
    await expect
      .poll(() => page.getByTestId('quickbuy-order').getAttribute('data-state'), { timeout: 10_000 })
      .toBe('paid');
    expect(await text('quickbuy-order-state')).toBe('Payment successful');
    expect(await text('quickbuy-paid')).toContain('Payment successful');
    expect(await text('quickbuy-paid')).toContain('250 USDT credited to your balance account');
    expect(await page.getByTestId('quickbuy-cancel').count()).toBe(0);
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('152-quickbuy-paid-en', { fullPage: true });

    await page.getByTestId('quickbuy-to-wallet').click();
    await page.getByTestId('page-assets').waitFor();
    await expect.poll(() => text('holding-USDT-available')).toBe('350');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('153-quickbuy-wallet-en');
    await page.goto(`${rig.server.url}/#/pages/fund/assets_all_record`);
    await page.getByTestId('record-row').first().waitFor();
    expect(await page.getByTestId('record-row').first().getAttribute('data-reason')).toBe('quickbuy_credit');
    expect(await page.getByTestId('record-row').first().textContent()).toContain('Quick buy');
  });

  it('cancels a second order after a confirmation, and lists both, newest first', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/fund/select`);
    await page.getByTestId('select-buy-crypto').click();
    await page.getByTestId('quickbuy-form').waitFor();
    await fillSheet('NG', '100', 'card');
    await page.getByTestId('quickbuy-submit').click();
    await dialogButton('confirm-ok').click();
    await page.getByTestId('page-quickbuy-order').waitFor();
    await expect.poll(() => text('quickbuy-order-state')).toBe('To be paid');
    expect(await page.getByTestId('quickbuy-bank-days').count()).toBe(0);
    expect(await text('quickbuy-payee-accountName')).toBe('Tessera Payments Ltd (card collections)');
    await toastGone();
    await page.getByTestId('quickbuy-cancel').click();
    await expect
      .poll(() => page.locator('dialog[open] .dialog__title').textContent())
      .toBe('Cancel this order?');
    await dialogButton('confirm-ok').click();
    await expect.poll(() => page.getByTestId('quickbuy-order').getAttribute('data-state')).toBe('cancelled');
    expect(await text('quickbuy-order-state')).toBe('Cancelled');
    expect(await text('quickbuy-cancel-reason')).toBe('You cancelled this order.');
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('154-quickbuy-cancelled-en', { fullPage: true });

    await page.getByTestId('quickbuy-open-orders').click();
    await page.getByTestId('page-quickbuy-orders').waitFor();
    const rows = page.getByTestId('quickbuy-order-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-state')).toBe('cancelled');
    expect(await rows.nth(1).getAttribute('data-state')).toBe('paid');
    expect(await rows.nth(1).getByTestId('quickbuy-order-reference').textContent()).toBe(reference);
    expect(await rows.nth(1).getByTestId('quickbuy-row-usdt').textContent()).toBe('250 USDT');
    await page.getByTestId('quickbuy-orders-no-more').waitFor();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('155-quickbuy-orders-en', { fullPage: true });
    await rows.nth(1).click();
    await page.getByTestId('quickbuy-paid').waitFor();
  });

  it('shows the sheet, an order to be paid and the orders in Chinese', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'zh'));
    await page.goto(`${rig.server.url}/#/pages/buy/index`);
    await page.reload();
    await page.getByTestId('quickbuy-form').waitFor();
    await page.getByTestId('quickbuy-country').selectOption('other');
    await expect.poll(() => text('quickbuy-region-title')).toBe('您所在的地区暂不支持');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('156-quickbuy-region-zh');
    await fillSheet('TH', '1500');
    await expect.poll(() => text('quickbuy-quote-usdt')).toBe('1,500 USDT');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('157-quickbuy-form-zh', { fullPage: true });
    await page.getByTestId('quickbuy-submit').click();
    await dialogButton('confirm-ok').click();
    await page.getByTestId('page-quickbuy-order').waitFor();
    await expect.poll(() => text('quickbuy-order-state')).toBe('待付款');
    expect(await text('quickbuy-payee-beneficiaryCountry')).toBe('英国');
    await expect.poll(() => text('quickbuy-countdown')).toMatch(/^剩余 23小时59分钟\d+秒$/);
    await toastGone();
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('158-quickbuy-order-zh', { fullPage: true });
    await page.getByTestId('quickbuy-open-orders').click();
    await page.getByTestId('page-quickbuy-orders').waitFor();
    await expect.poll(() => page.getByTestId('quickbuy-order-row').count()).toBe(3);
    expect(
      await page.getByTestId('quickbuy-order-row').nth(2).getByTestId('quickbuy-order-state').textContent(),
    ).toBe('支付成功');
    await looksWhole(rig.page, NAMESPACES);
    await rig.shot('159-quickbuy-orders-zh', { fullPage: true });
  });
});
