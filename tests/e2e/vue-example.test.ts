/**
 * The Vue example (examples/vue-app) in Chromium at 390×844, served by a real server in place of
 * the app: live markets, a refused and an accepted sign-in, an open order cancelled after the
 * confirmation. Built by the test command (`pnpm build` builds the workspace's examples too).
 */
import { fileURLToPath } from 'node:url';
import { createExchange } from '@tessera/http-adapter';
import { describe, expect, it } from 'vitest';
import { registeredUser, USER_PASSWORD } from '../support/users.js';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({
  tickMs: 200,
  uiDir: fileURLToPath(new URL('../../examples/vue-app/dist/', import.meta.url)),
});

describe.skipIf(!hasChromium)('the Vue example', () => {
  it('shows the markets and follows their pushed prices', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/`);
    const btc = page.locator('[data-testid="vue-quote"][data-symbol="BTC/USDT"] .price');
    const first = await btc.textContent();
    await expect.poll(() => btc.textContent(), { timeout: 10_000 }).not.toBe(first);
    await rig.shot('vue-01-markets');
  });

  it('signs in (after a refused try) and cancels an open order', async () => {
    const { page } = rig;
    const user = await registeredUser(rig.server.url, rig.server.operatorKey, {
      prefix: 'vue',
      deposits: { USDT: '100' },
    });
    const password = USER_PASSWORD;
    const ex = createExchange({ baseUrl: rig.server.url });
    await ex.session.login({ user_string: user, password });
    const btc = (await ex.spot.spotMarkets({})).find((market) => market.symbol === 'BTC/USDT');
    const order = await ex.spot.placeOrder({
      currency_id: btc?.currency_id ?? 0,
      legal_id: btc?.legal_id ?? 0,
      type: 1,
      amount: '0.01',
      target_price: '1000',
    });
    ex.close();

    rig.expectFailure({ url: /\/api\/user\/login$/, status: 400 });
    await page.getByTestId('tab-orders').click();
    await page.getByTestId('vue-user').fill(user);
    await page.getByTestId('vue-password').fill('not-the-password-1');
    await page.getByTestId('vue-sign-in').click();
    await page.getByTestId('vue-error').waitFor();

    await page.getByTestId('vue-password').fill(password);
    await page.getByTestId('vue-sign-in').click();
    await expect.poll(() => page.getByTestId('signed-in-as').textContent()).toBe(user);
    const row = page.locator(`[data-testid="vue-order"][data-id="${order.id}"]`);
    await row.waitFor();
    await rig.shot('vue-02-orders');

    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByTestId('vue-cancel').click();
    await page.getByTestId('vue-no-orders').waitFor();
  });
});
