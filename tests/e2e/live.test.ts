/**
 * The "Live" mark on Home follows the realtime socket, at 390×844: green while prices are pushed,
 * "Reconnecting…" while the socket is down and prices are frozen, green again once it is back.
 * The socket is cut by routing it in the browser, so the server keeps running.
 */
import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 200 });

const prices = () => rig.page.getByTestId('quote-price').allTextContents();

describe.skipIf(!hasChromium)('the live mark in a browser', () => {
  it('says Live only while the socket is up', async () => {
    const { page } = rig;
    let down = false;
    const connected: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      if (down) {
        void socket.close();
        return;
      }
      socket.connectToServer();
      connected.push(socket);
    });
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('quotes-live').waitFor();

    down = true;
    await Promise.all(connected.splice(0).map((socket) => socket.close()));
    await page.getByTestId('quotes-reconnecting').waitFor();
    expect(await page.getByTestId('quotes-live').count()).toBe(0);
    const frozen = await prices();
    // Five ticks of the server's market: none reaches the page.
    await page.waitForTimeout(1_000);
    expect(await prices()).toEqual(frozen);
    await rig.shot('41-home-reconnecting');

    down = false;
    await page.getByTestId('quotes-live').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('quotes-reconnecting').count()).toBe(0);
    await expect.poll(prices, { timeout: 10_000, interval: 250 }).not.toEqual(frozen);
    await rig.shot('42-home-live-again');
  });
});
