/**
 * Money moves in a real browser at 390×844, on a server with a simulated clock (the 24-hour holds
 * of a new address and a new payment password are waited out by moving it forward): a deposit
 * confirmed by an operator, a transfer to futures, a withdrawal with the payment password (a wrong
 * one refused in the user's words, then the right one), completed by an operator, the records of
 * all three, and a conversion. Then every screen again in Japanese. Screenshots 58–79.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hasChromium, okMessage, PNG_1X1, storedToken, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';
const PAY_PASSWORD = '246810';
const DAY_SECONDS = 24 * 60 * 60;
/** The seeded coins and assets: USDT on ERC20 is coin 3, and the USDT asset is id 3 too. */
const USDT_ERC20 = 3;
const USDT = 3;

/** The signed-in user's token, as the app stored it. */
const token = () => storedToken(rig.page);

/** A call as the signed-in user (what the app's own pages for these steps would send). */
const asUser = async (path: string, params: Record<string, string> | FormData) =>
  okMessage(
    await fetch(`${rig.server.url}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: await token(),
        ...(params instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: params instanceof FormData ? params : JSON.stringify(params),
    }),
    path,
  );

const asOperator = async (path: string, params?: Record<string, string | number>) =>
  okMessage(
    await rig.operator(path, params === undefined ? {} : { method: 'POST', body: JSON.stringify(params) }),
    path,
  );

const newAddress = () => `0x${randomBytes(20).toString('hex')}`;

/** Saves an ERC20 withdrawal address with its QR code image. */
const saveAddress = async (name: string) => {
  const form = new FormData();
  form.append('purpose', 'wallet_qrcode');
  form.append('file', new Blob([PNG_1X1], { type: 'image/png' }), 'qr.png');
  const { path } = await asUser('/upload', form);
  await asUser('/user/wallet/save', { currency: 'ERC20', name, address: newAddress(), qrcode: path });
};

const open = async (path: string, testId: string) => {
  await rig.page.goto(`${rig.server.url}/#${path}`);
  await rig.page.getByTestId(testId).waitFor();
};

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

const reasonsShown = () =>
  rig.page
    .getByTestId('record-row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reason')));

describe.skipIf(!hasChromium)('money moves in a browser', () => {
  const email = `moves-${Date.now()}@example.com`;
  const mobile = `7${String(Date.now()).slice(-9)}`;

  it('tells a new user what a withdrawal needs: verification, a payment password, an address', async () => {
    const { page } = rig;
    await rig.signUpByEmail(email, PASSWORD);
    await open('/pages/fund/withdraw', 'withdraw-amount');
    await page.getByTestId('withdraw-unverified').waitFor();
    await page.getByTestId('withdraw-no-pay-password').waitFor();
    expect(await text('withdraw-no-address')).toBe('No saved ERC20 address yet.');
    await rig.shot('58-withdraw-new-user-en', { fullPage: true });
  });

  it('makes a user who can withdraw, with the 24-hour holds past, and credits a deposit', async () => {
    await asUser('/sms_send', { area_code: '44', mobile, scene: 'bind' });
    const bindCode = await rig.latestCode(`+44${mobile}`);
    await asUser('/safe/mobile', { area_code: '44', mobile, code: bindCode, password: PASSWORD });
    await asUser('/user/real', {
      real_type: '1',
      country: 'US',
      id_type: 'driver_licence',
      name: 'Ada Lovelace',
      card_id: `M${Date.now()}`.slice(0, 20),
    });
    await asOperator('/operator/kyc/approve', { user: email });
    await asUser('/sms_mail', { user_string: email, scene: 'security' });
    const securityCode = await rig.latestCode(email);
    await asUser('/safe/update_password', {
      password: PAY_PASSWORD,
      re_password: PAY_PASSWORD,
      code: securityCode,
    });
    await saveAddress('Cold wallet');
    await rig.page.reload();
    await rig.page.getByTestId('withdraw-held').waitFor();
    expect(await rig.page.locator('.choice--disabled').textContent()).toContain('Usable from');
    await rig.shot('59-withdraw-held-en', { fullPage: true });
    await asOperator('/operator/clock/advance', { seconds: DAY_SECONDS + 60 });
    // Saved after the clock moved: still waiting for its own 24 hours.
    await saveAddress('New wallet');
    const deposit = await asOperator('/operator/deposits/confirm', {
      user: email,
      currency: 'USDT',
      amount: '500',
      reference: `0xe2e${Date.now().toString(16)}`,
    });
    expect(deposit.credited).toBe(true);
    // The session saw the user before verification and the payment password: read it again.
    await rig.page.reload();
  });

  it('transfers USDT from the balance to futures after a confirmation', async () => {
    const { page } = rig;
    await open('/pages/fund/transfer', 'transfer-amount');
    await expect.poll(() => text('transfer-amount-available')).toBe('Available: 500 USDT');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('transfer-amount-error').waitFor();
    await page.getByTestId('transfer-to').selectOption('balance');
    await page.getByTestId('transfer-amount').fill('100');
    await page.getByTestId('transfer-submit').click();
    expect(await text('transfer-to-error')).toBe('Choose two different accounts');
    await page.getByTestId('transfer-to').selectOption('futures');
    await page.getByTestId('transfer-swap').click();
    await expect.poll(() => text('transfer-amount-available')).toBe('Available: 0 USDT');
    await page.getByTestId('transfer-swap').click();
    await expect.poll(() => text('transfer-amount-available')).toBe('Available: 500 USDT');
    await rig.shot('60-transfer-en');
    await page.getByTestId('transfer-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await text('transfer-summary-amount')).toBe('100 USDT');
    await rig.shot('61-transfer-confirm-en');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('transfer-done').waitFor();
    await rig.shot('62-transfer-done-en');

    await page.getByTestId('transfer-history').click();
    await page.getByTestId('transfer-row').first().waitFor();
    expect(await text('transfer-row')).toContain('100 USDT');
    await page.getByTestId('transfers-no-more').waitFor();
    await rig.shot('63-transfer-history-en');
  });

  it('withdraws to a saved address with the payment password, a wrong one refused in words', async () => {
    const { page } = rig;
    await open(`/pages/fund/withdraw?coin=${USDT_ERC20}`, 'withdraw-amount');
    await expect.poll(() => text('withdraw-amount-available')).toBe('Available: 400 USDT');
    expect(await page.getByTestId('withdraw-coin').inputValue()).toBe(String(USDT));
    expect(await text('withdraw-fee')).toBe('5 USDT');
    // The address saved after the clock moved is shown, with its time, but cannot be chosen yet
    // (once the page knows the exchange's clock: until then the device's says neither is usable).
    const waiting = page.locator('.choice--disabled');
    await expect.poll(() => waiting.count()).toBe(1);
    expect(await waiting.textContent()).toContain('Usable from');
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('withdraw-destination-error').waitFor();
    await page.getByTestId('withdraw-amount').fill('5');
    await expect.poll(() => text('withdraw-amount-error')).toBe('The minimum is 10');
    await page.getByTestId('withdraw-amount-all').click();
    expect(await page.getByTestId('withdraw-amount').inputValue()).toBe('400');
    await page.getByTestId('withdraw-amount').fill('50');
    await expect.poll(() => text('withdraw-receive')).toBe('45 USDT');
    await page.locator('.choice:not(.choice--disabled) input').check();
    await rig.shot('64-withdraw-en', { fullPage: true });

    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await text('withdraw-summary-receive')).toBe('45 USDT');
    await rig.shot('65-withdraw-confirm-en');
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('withdraw-pay-password').fill('135790');
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => text('form-error')).toBe('The payment password is wrong');
    await rig.shot('66-withdraw-wrong-password-en');
    await page.getByTestId('withdraw-pay-password').fill(PAY_PASSWORD);
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('withdraw-done').waitFor();
    expect(await text('withdraw-state')).toBe('Pending review');
    expect(await text('withdraw-summary-receive')).toBe('45 USDT');
    await rig.shot('67-withdraw-done-en');

    const pending = (await asOperator('/operator/withdrawals')) as { id: number; user: string }[];
    const mine = pending.filter((withdrawal) => withdrawal.user === email);
    expect(mine).toHaveLength(1);
    await asOperator('/operator/withdrawals/complete', { id: mine[0]?.id ?? 0, reference: '0xsent' });
  });

  it('shows the deposit, the transfer and the withdrawal in the asset’s records, by reason', async () => {
    const { page } = rig;
    await open(`/pages/fund/assets_record?coin=${USDT}`, 'records-no-more');
    expect(await text('records-asset-name')).toBe('USDT');
    expect(await reasonsShown()).toEqual(['withdrawal', 'transfer', 'transfer', 'deposit']);
    const amounts = await page.getByTestId('record-amount').allTextContents();
    expect(amounts).toEqual(['-50 USDT', '+100 USDT', '-100 USDT', '+500 USDT']);
    expect(await page.locator('.record__amount--up').count()).toBe(2);
    expect(await page.locator('.record__amount--down').count()).toBe(2);
    await rig.shot('68-records-en');
    await page.getByTestId('records-reason-withdrawal').click();
    await expect.poll(reasonsShown).toEqual(['withdrawal']);
  });

  it('keeps the bill reachable from the settings, filtered by account', async () => {
    const { page } = rig;
    await open('/pages/setting/setting', 'setting-bill');
    await page.getByTestId('setting-bill').click();
    await page.getByTestId('records-no-more').waitFor();
    await page.getByTestId('records-account').selectOption('futures');
    await expect.poll(reasonsShown).toEqual(['transfer']);
    await rig.shot('69-bill-en');
  });

  it('converts USDT to BTC at a fresh quote', async () => {
    const { page } = rig;
    await open('/pages/fund/fundTransfer', 'convert-amount');
    await expect.poll(() => text('convert-amount-available')).toBe('Available: 350 USDT');
    await page.getByTestId('convert-amount').fill('100');
    await expect.poll(() => text('convert-fee')).toBe('0.2 USDT');
    expect(await text('convert-receive')).toMatch(/^0\.\d+ BTC$/);
    expect(await text('convert-rate')).toMatch(/^1 USDT ≈ 0\.\d+ BTC$/);
    await rig.shot('70-convert-en');
    await page.getByTestId('convert-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await rig.shot('71-convert-confirm-en');
    // The feed ticks every second: when the price moved under the quote, the new one is put to
    // the user with the exchange's words, and they confirm again.
    const done = page.getByTestId('convert-done');
    const moved = page.getByTestId('convert-price-moved');
    const confirm = page.getByTestId('confirm-ok');
    const outcome = async () =>
      (await done.isVisible())
        ? 'done'
        : (await moved.isVisible()) && (await confirm.isEnabled())
          ? 'moved'
          : 'waiting';
    for (let attempt = 1; ; attempt += 1) {
      await confirm.click();
      await expect.poll(outcome).not.toBe('waiting');
      if ((await outcome()) === 'done') break;
      expect(await moved.textContent()).toMatch(/^The price moved: you would now receive /);
      await rig.shot('71b-convert-price-moved-en');
      expect(attempt, 'the price moved on every attempt').toBeLessThan(5);
    }
    await rig.shot('72-convert-done-en');
    await open('/pages/fund/assets_all_record', 'records-no-more');
    expect((await reasonsShown()).slice(0, 2)).toEqual(['conversion', 'conversion']);
  });

  it('shows every screen in Japanese', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'jp'));
    await open(`/pages/fund/withdraw?coin=${USDT_ERC20}`, 'withdraw-amount');
    await page.reload();
    await expect.poll(() => text('withdraw-amount-available')).toBe('利用可能：250 USDT');
    await page.getByTestId('withdraw-amount').fill('20');
    await page.locator('.choice:not(.choice--disabled) input').check();
    await rig.shot('73-withdraw-jp', { fullPage: true });
    await page.getByTestId('withdraw-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    await rig.shot('74-withdraw-confirm-jp');
    await page.getByTestId('confirm-cancel').click();

    await open('/pages/fund/transfer', 'transfer-amount');
    await page.getByTestId('transfer-amount').fill('10');
    await rig.shot('75-transfer-jp');
    await open('/pages/fund/transfer_history', 'transfers-no-more');
    await rig.shot('76-transfer-history-jp');
    await open('/pages/fund/fundTransfer', 'convert-amount');
    await page.getByTestId('convert-amount').fill('10');
    await page.getByTestId('convert-fee').waitFor();
    await rig.shot('77-convert-jp');
    await open(`/pages/fund/assets_record?coin=${USDT}`, 'records-no-more');
    await rig.shot('78-records-jp');
    await open('/pages/setting/bill', 'records-no-more');
    await rig.shot('79-bill-jp');
  });
});
