/**
 * The wallet's own screens at 390×844: the assets page empty, then live after an operator confirms
 * a deposit while it is open; select → receive with the address and its QR code; "I have paid"
 * with a payment proof; the deposit records with their states. Then the same screens in Thai.
 * Screenshots 61–73.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, PNG_1X1, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000 });

const naturalWidth = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth);

const text = (testId: string) => rig.page.getByTestId(testId).textContent();

/**
 * Nothing on the page is wider than the phone: no sideways scrolling, whatever the language.
 * Measured with the page's slide-in ended, which moves it sideways for a moment (spinners go on).
 */
const expectNoOverflow = async () =>
  expect(
    await rig.page.evaluate(() => {
      for (const animation of document.getAnimations())
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      return document.documentElement.scrollWidth <= document.documentElement.clientWidth;
    }),
  ).toBe(true);

const operatorCall = async (path: string, body?: unknown) => {
  const response = await rig.operator(
    path,
    body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) },
  );
  const envelope = (await response.json()) as { type: string; message: unknown };
  expect(envelope.type, JSON.stringify(envelope)).toBe('ok');
  return envelope.message;
};

describe.skipIf(!hasChromium)('the wallet screens in a browser', () => {
  const email = `wallet-${Date.now()}@example.com`;

  it('signs up by email', async () => {
    await rig.signUpByEmail(email, 'correct-horse-7');
  });

  it('shows the empty assets page, and hides small balances as chosen, after a reload too', async () => {
    const { page } = rig;
    await page.getByTestId('tab-assets').click();
    await page.getByTestId('page-assets').waitFor();
    await expect.poll(() => text('assets-total')).toBe('0.00 USD');
    expect(await text('assets-total-other')).toBe('≈ 0.00 USDT');
    expect(await text('holding-USDT-available')).toBe('0');
    await page.getByTestId('assets-hide-small').check();
    await page.getByTestId('assets-empty').waitFor();
    await page.reload();
    await page.getByTestId('assets-empty').waitFor();
    expect(await page.getByTestId('assets-hide-small').isChecked()).toBe(true);
    await rig.shot('61-assets-empty');
    await expectNoOverflow();
  });

  it('shows a deposit an operator confirms while the page is open, without a reload', async () => {
    const { page } = rig;
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await operatorCall('/operator/deposits/confirm', {
      user: email,
      currency: 'USDT',
      amount: '250',
      reference: `tx-${Date.now()}`,
    });
    await expect.poll(() => text('holding-USDT-available'), { timeout: 10_000 }).toBe('250');
    expect(await text('assets-total')).toBe('250.00 USD');
    expect(await text('holding-USDT-frozen')).toBe('0');
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

    await page.getByTestId('assets-valuation-crypto').click();
    expect(await text('assets-total')).toBe('250.00 USDT');
    expect(await text('holding-USDT-value')).toBe('250.00');
    await rig.shot('62-assets-deposit-live');

    await page.getByTestId('assets-account-futures').click();
    await page.getByTestId('assets-empty').waitFor();
    await page.getByTestId('assets-account-balance').click();
    await page.getByTestId('holding-USDT').waitFor();
  });

  it('chooses an asset and network, then shows its deposit address with a QR code', async () => {
    const { page } = rig;
    await page.getByTestId('assets-deposit').click();
    await page.getByTestId('select-list').waitFor();
    // USDT over TRC20 is listed but takes no deposits (spec §3).
    expect(await page.getByTestId('select-coin-4').getAttribute('aria-disabled')).toBe('true');
    await rig.shot('63-select');
    await expectNoOverflow();

    await page.getByTestId('select-coin-3').click();
    await page.getByTestId('page-receive').waitFor();
    await expect.poll(() => text('receive-address')).toMatch(/^0x[0-9a-f]{40}$/);
    expect(await text('receive-network')).toContain('ERC20');
    expect(await text('receive-warning')).toContain('USDT');
    await expect.poll(() => naturalWidth(page.getByTestId('receive-qr'))).toBeGreaterThan(100);
    await rig.shot('64-receive');
    await expectNoOverflow();
    const toasts = await rig.watchToasts();
    await page.getByTestId('receive-copy').click();
    await toasts.shown('Copied');
    await page.getByTestId('toast').waitFor({ state: 'detached' });
  });

  it('takes no deposit for a suspended network or an unknown coin, and says where to go', async () => {
    const { page } = rig;
    for (const coin of ['4', '999', 'x']) {
      await page.goto(`${rig.server.url}/#/pages/fund/receive?coin=${coin}`);
      await page.getByTestId('receive-unavailable').waitFor();
    }
    expect(await text('receive-unavailable')).toContain('Choose an asset');
    await page.goto(`${rig.server.url}/#/pages/fund/receive?coin=4`);
    await expect
      .poll(() => text('receive-unavailable'))
      .toContain('Deposits of USDT over TRC20 are suspended.');
    await page.goto(`${rig.server.url}/#/pages/fund/receive?coin=3`);
    await page.getByTestId('deposit-request').waitFor();
  });

  it('requests a deposit with a payment proof, once confirmed, with an idempotency key', async () => {
    const { page } = rig;
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('deposit-amount-error').waitFor();
    await page.getByTestId('deposit-proof-error').waitFor();
    await page.getByTestId('deposit-amount').fill('1.1234567');
    expect(await text('deposit-amount-error')).toBe('At most 6 decimal places');

    await page.getByTestId('deposit-amount').fill('120.5');
    await page
      .getByTestId('deposit-proof')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect.poll(() => naturalWidth(page.getByTestId('deposit-proof-preview'))).toBe(1);
    await page.getByTestId('deposit-submit').click();
    await page.getByTestId('confirm-dialog').waitFor();
    expect(await text('deposit-confirm-amount')).toBe('120.5 USDT');
    await rig.shot('65-deposit-confirm');

    const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/charge_req'));
    await page.getByTestId('confirm-ok').click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await page.getByTestId('deposit-requested').waitFor();
    await rig.shot('66-deposit-requested');
  });

  it('lists the deposits with their states, a rejection with its reason, and no more data', async () => {
    const { page } = rig;
    await page.getByTestId('deposit-view-records').click();
    await page.getByTestId('deposits-list').waitFor();
    const rows = page.getByTestId('deposits-list').locator('[data-state]');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).getAttribute('data-state')).toBe('pending');
    expect(await rows.nth(0).textContent()).toContain('120.5 USDT');
    expect(await rows.nth(1).getAttribute('data-state')).toBe('credited');
    await page.getByTestId('deposits-no-more').waitFor();
    await rig.shot('67-records-pending');
    await expectNoOverflow();

    const [pending] = (await operatorCall('/operator/deposits')) as { id: number }[];
    await operatorCall('/operator/deposits/reject', { id: pending?.id, reason: 'The proof is unreadable' });
    await page.reload();
    await page.getByTestId(`deposit-${pending?.id}-reason`).waitFor();
    expect(await text(`deposit-${pending?.id}-state`)).toBe('Rejected');
    expect(await text(`deposit-${pending?.id}-reason`)).toBe('Reason: The proof is unreadable');
    await rig.shot('68-records-rejected');

    await page.getByTestId('records-tab-withdrawals').click();
    await page.getByTestId('withdrawals-empty').waitFor();
    expect(page.url()).toMatch(/\?tab=withdrawals$/);
    await rig.shot('69-records-withdrawals');
  });

  it('shows every wallet screen whole in Thai', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'th'));
    for (const [path, ready, shot] of [
      ['/pages/fund/assets', 'holding-USDT', '70-assets-th'],
      ['/pages/fund/select', 'select-list', '71-select-th'],
      ['/pages/fund/receive?coin=3', 'receive-qr', '72-receive-th'],
      ['/pages/fund/receive_withdraw_record', 'deposits-list', '73-records-th'],
    ] as const) {
      await page.goto(`${rig.server.url}/#${path}`);
      await page.reload();
      await page.getByTestId(ready).waitFor();
      await rig.shot(shot);
      await expectNoOverflow();
    }
    expect(await text('records-tab-deposits')).toBe('ฝาก');
  });
});
