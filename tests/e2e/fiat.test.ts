/**
 * The default fiat currency at 390×844: once chosen, Home and Market show each USDT price in it
 * too, in English and in Portuguese. Screenshots 51–52.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1_000 });

/** Each row's price and its fiat line, read in one go so a tick cannot come between them. */
const priceLines = () =>
  rig.page.getByTestId('quote-row').evaluateAll((rows) =>
    rows.map((row) => ({
      price: row.querySelector('[data-testid="quote-price"]')?.textContent ?? '',
      fiat: row.querySelector('[data-testid="quote-fiat"]')?.textContent ?? '',
    })),
  );

const choose = async (code: string) => {
  await rig.page.goto(`${rig.server.url}/#/pages/setting/fiat`);
  await rig.page.getByTestId(`fiat-${code}`).click();
  await expect.poll(() => rig.page.getByTestId(`fiat-${code}`).getAttribute('aria-pressed')).toBe('true');
};

describe.skipIf(!hasChromium)('the default fiat currency in a browser', () => {
  it('signs up by email', async () => {
    await rig.signUpByEmail(`fiat-${Date.now()}@example.com`, 'correct-horse-7');
  });

  it('shows USDT prices in US dollars by default, one for one', async () => {
    await rig.page.goto(`${rig.server.url}/#/`);
    await rig.page.getByTestId('quote-fiat').first().waitFor();
    for (const { price, fiat } of await priceLines()) expect(fiat).toBe(`≈ ${price} USD`);
  });

  it('shows prices in euros on Home and Market once euros are chosen', async () => {
    await choose('EUR');
    await rig.page.goto(`${rig.server.url}/#/`);
    await rig.page.getByTestId('quote-fiat').first().waitFor();
    const lines = await priceLines();
    expect(lines.length).toBeGreaterThan(1);
    for (const { fiat } of lines) expect(fiat).toMatch(/^≈ \d{1,3}(,\d{3})*\.(\d{2}|\d{4}) EUR$/);
    await rig.shot('51-home-prices-in-eur');

    await rig.page.getByTestId('tab-market').click();
    await rig.page.getByTestId('quote-fiat').first().waitFor();
    expect(await rig.page.getByTestId('quote-fiat').first().textContent()).toMatch(/ EUR$/);
  });

  it('fits dong prices, the longest, in the row in Portuguese', async () => {
    await rig.page.evaluate(() => localStorage.setItem('tessera:lang', 'pt'));
    await choose('VND');
    await rig.page.goto(`${rig.server.url}/#/pages/market/market`);
    await rig.page.reload();
    await rig.page.getByTestId('quote-fiat').first().waitFor();
    const overflowing = await rig.page
      .getByTestId('quote-row')
      .evaluateAll((rows) => rows.filter((row) => row.scrollWidth > row.clientWidth).length);
    expect(overflowing).toBe(0);
    // Portuguese groups thousands with a dot.
    expect(await rig.page.getByTestId('quote-fiat').first().textContent()).toMatch(/^≈ [\d.]+ VND$/);
    await rig.shot('52-market-prices-in-vnd-pt');
  });
});
