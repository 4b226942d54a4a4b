/**
 * The K-line chart in a real browser at 390×844: the Trade tab draws the chart on a canvas from
 * its own chunk (never fetched by Home), switching to 1h asks for that period's history and joins
 * its room, and a pushed candle moves the chart. Then the same view in French. Screenshots 95–96.
 */
import type { WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

// A short tick: the market moves, so every push of the current candle changes it.
const rig = useBrowserRig({ tickMs: 500 });

/** The chart library's chunk: the module `KlineChart` loads lazily. */
const CHART_CHUNK = /\/assets\/CandleCanvas-[^/]+\.js$/;

const chartBody = () => rig.page.locator('.chart__body');

/** The candles the server pushed to the page's chart rooms, newest last (socket.io text frames). */
const watchKlinePushes = () => {
  const pushes: { period: string; close: string }[] = [];
  rig.page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = typeof payload === 'string' ? payload : payload.toString();
      if (!text.startsWith('42["kline",')) return;
      const [, kline] = JSON.parse(text.slice(2)) as [string, { period: string; close: string }];
      pushes.push(kline);
    });
  });
  return pushes;
};

describe.skipIf(!hasChromium)('the K-line chart in a browser', () => {
  it('draws the chart on the Trade tab only, switches to 1h and follows the live candle', async () => {
    const { page } = rig;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const pushes = watchKlinePushes();

    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('tab-trade').waitFor();
    // Home is drawn and has asked for its quotes: the chart library was not part of it.
    await page.getByTestId('quote-row').first().waitFor();
    expect(scripts.filter((url) => CHART_CHUNK.test(url))).toEqual([]);

    await page.getByTestId('tab-trade').click();
    await page.getByTestId('page-spot').waitFor();
    await page.locator('[data-testid="chart-canvas"] canvas').first().waitFor();
    expect(scripts.filter((url) => CHART_CHUNK.test(url))).toHaveLength(1);
    await expect.poll(() => chartBody().getAttribute('data-status')).toBe('ready');
    expect(await chartBody().getAttribute('data-period')).toBe('15m');
    expect(await page.getByTestId('chart-period-15m').getAttribute('aria-selected')).toBe('true');

    const history = page.waitForRequest(
      (request) =>
        request.url().includes('/api/currency/new_timeshar') && request.url().includes('period=1h'),
    );
    await page.getByTestId('chart-period-1h').click();
    const asked = new URL((await history).url());
    expect(asked.searchParams.get('symbol')).toBe('BTC/USDT');
    await expect.poll(() => chartBody().getAttribute('data-status')).toBe('ready');
    expect(await chartBody().getAttribute('data-period')).toBe('1h');

    // The 1h room pushes its current candle every second; the chart shows the latest one.
    await expect
      .poll(() => pushes.filter((push) => push.period === '1h').length, { timeout: 10_000 })
      .toBeGreaterThan(1);
    await expect
      .poll(async () => {
        const latest = pushes.filter((push) => push.period === '1h').at(-1);
        const shown = await chartBody().getAttribute('data-last-close');
        return latest !== undefined && shown !== null && Number(shown) === Number(latest.close);
      })
      .toBe(true);
    await rig.shot('95-chart-en');
  });

  // This machine has no CJK fonts: French, with long words, is the one to judge the layout by.
  it('shows the chart and its periods in French, no wider than the phone', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'fra'));
    await page.goto(`${rig.server.url}/#/pages/transaction/currency?symbol=ETH%2FUSDT`);
    await page.reload();
    await page.locator('[data-testid="chart-canvas"] canvas').first().waitFor();
    await expect.poll(() => chartBody().getAttribute('data-status')).toBe('ready');
    expect(await page.getByTestId('chart-period-1d').textContent()).toBe('1 J');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await rig.shot('96-chart-fra');
  });
});
