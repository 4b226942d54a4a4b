/**
 * Account settings in a real browser at 390×844: change the avatar, set the payment password with
 * a security code (and see withdrawals held for 24 hours), save bank cards after confirming them,
 * and add a withdrawal address with its QR code image.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, PNG_1X1, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000 });

/** An image the browser decoded has a width; a blocked or broken one has none. */
const naturalWidth = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

describe.skipIf(!hasChromium)('account settings in a browser', () => {
  const email = `acct-${Date.now()}@example.com`;

  it('signs up by email', async () => {
    await rig.signUpByEmail(email, 'correct-horse-7');
  });

  it('previews a new avatar, then shows it from the server', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/userInfo`);
    const toasts = await rig.watchToasts();
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByTestId('avatar-input-preview').waitFor();
    await expect
      .poll(() => naturalWidth(page.getByTestId('avatar-input-preview')), { timeout: 10_000 })
      .toBe(1);
    // Uploaded (or the picker says why not), then saved as the head portrait.
    const picker = page.getByTestId('avatar-input-box');
    await expect
      .poll(() => picker.getAttribute('data-state'), { message: 'the upload ends', timeout: 30_000 })
      .not.toBe('uploading');
    const refused = page.getByTestId('avatar-input-error');
    const why = (await refused.count()) > 0 ? ((await refused.textContent()) ?? '') : '';
    expect(await picker.getAttribute('data-state'), why).toBe('idle');
    await toasts.shown('Avatar updated').catch(async (error: Error) => {
      const refusals = await page.getByTestId('form-error').allTextContents();
      throw new Error(`${error.message}; the page says: ${refusals.join(' | ') || 'nothing'}`);
    });

    await page.reload();
    await page.getByTestId('avatar-image').waitFor();
    await expect.poll(() => naturalWidth(page.getByTestId('avatar-image')), { timeout: 10_000 }).toBe(1);
  });

  it('says so when the exchange refuses the new avatar, and keeps the old one', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/userInfo`);
    await page.route('**/api/user/uploadHeadPortrait', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          type: 'error',
          code: 'ACCOUNT.UPLOAD_INVALID',
          message: 'That upload is gone',
        }),
      }),
    );
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect.poll(() => page.getByTestId('form-error').textContent()).toBe('That upload is gone');
    await rig.shot('20b-avatar-refused');
    await page.unroute('**/api/user/uploadHeadPortrait');
    await page.reload();
    await page.getByTestId('avatar-image').waitFor();
  });

  it('sets the payment password with a security code and shows the 24-hour hold', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/payPassword`);
    await page.getByTestId('page-pay-password').waitFor();
    await page.getByTestId('pay-password-submit').click();
    await page.getByTestId('pay-password-error').waitFor();
    await page.getByTestId('pay-password').fill('246810');
    await page.getByTestId('pay-password-confirm').fill('246810');
    await page.getByTestId('send-code').click();
    await expect.poll(() => page.getByTestId('send-code').getAttribute('data-phase')).toBe('coolingDown');
    await page.getByTestId('pay-password-code').fill(await rig.latestCode(email));
    await page.getByTestId('pay-password-submit').click();
    const toasts = await rig.watchToasts();
    await page.getByTestId('confirm-ok').click();
    await toasts.shown('Payment password saved');

    await page.goto(`${rig.server.url}/#/pages/setting/security`);
    await page.getByTestId('withdrawals-held').waitFor();
    await rig.shot('21-security-held');
  });

  it('saves a bank card after confirming it, and shows it again', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/bank`);
    await page.getByTestId('bank-realName').fill('Ada Lovelace');
    await page.getByTestId('bank-bankName').fill('Bank of Tessera');
    await page.getByTestId('bank-branch').fill('Main Street');
    await page.getByTestId('bank-bankAccount').fill('6222 0200 1234 5678');
    await page.getByTestId('bank-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    const toasts = await rig.watchToasts();
    await page.getByTestId('confirm-ok').click();
    await toasts.shown('Bank card saved');

    await page.goto(`${rig.server.url}/#/pages/setting/bank`);
    await page.reload();
    await expect.poll(() => page.getByTestId('bank-bankName').inputValue()).toBe('Bank of Tessera');
  });

  it('saves an international card for an IBAN without an ABA number, and shows it masked', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/bank_international`);
    await page.getByTestId('bank-intl-none').waitFor();
    const fields = {
      realName: 'Ada Lovelace',
      bankAccount: 'DE89 3704 0044 0532 0130 00',
      bankName: 'Commerzbank',
      bankAddress: 'Kaiserplatz, Frankfurt am Main',
      swiftCode: 'cobadeffxxx',
      phone: '+4969136200',
      cardholderAddress: '12 Analytical Road, Berlin',
    };
    for (const [key, value] of Object.entries(fields)) await page.getByTestId(`bank-intl-${key}`).fill(value);
    await page.getByTestId('bank-intl-submit').click();
    const toasts = await rig.watchToasts();
    await page.getByTestId('confirm-ok').click();
    await toasts.shown('Bank card saved');

    await page.reload();
    await expect.poll(() => page.getByTestId('bank-intl-saved').textContent()).toContain('•••• 3000');
    expect(await page.getByTestId('bank-intl-swiftCode').inputValue()).toBe('COBADEFFXXX');
    expect(await page.getByTestId('bank-intl-abaNumber').inputValue()).toBe('');
    await rig.shot('23-international-card-saved');
  });

  it('adds a TRC20 withdrawal address with its QR code, usable 24 hours later', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/pages/setting/addWallet`);
    await page.getByTestId('page-add-wallet').waitFor();
    await page.getByTestId('wallet-network-TRC20').click();
    await page.getByTestId('wallet-name').fill('Cold');
    await page.getByTestId('wallet-address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await page.getByTestId('wallet-submit').click();
    // An ERC20 address is refused on TRC20, in place.
    await page.getByTestId('wallet-address-error').waitFor();
    await page.getByTestId('wallet-address').fill('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    await page
      .getByTestId('wallet-qrcode')
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect.poll(() => naturalWidth(page.getByTestId('wallet-qrcode-preview'))).toBe(1);
    await page.getByTestId('wallet-submit').click();
    await page.getByTestId('confirm-ok').click();

    await page.goto(`${rig.server.url}/#/pages/setting/wallet`);
    await page.getByTestId('wallet-row').first().waitFor();
    expect(await page.getByTestId('wallet-network').first().textContent()).toContain('TRC20');
    await page.getByTestId('wallet-usable-from').first().waitFor();
    await rig.shot('22-wallet-list');
  });
});
