/**
 * The market screens in a real browser at 390×844: a visitor switches between the coins, futures
 * and stock tabs, sorts by 24 h change (high to low, low to high, back) and is asked to log in on
 * the favourites tab; a user stars ETH/USDT and finds it there; the search page suggests hot
 * searches, finds "eth" as it is typed, opens its trade view and remembers it as a recent search
 * (kept across a reload, until cleared).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, useBrowserRig } from './support.js';

const rig = useBrowserRig({ tickMs: 1000 });

const PASSWORD = 'correct-horse-7';

/** The symbols of the rows shown, top to bottom. */
const shownSymbols = () =>
  rig.page.getByTestId('quote-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol')));

/** The rows' 24 h changes as numbers, top to bottom, read in one go (prices tick meanwhile). */
const shownChanges = () =>
  rig.page
    .getByTestId('quote-change')
    .evaluateAll((cells) => cells.map((cell) => Number((cell.textContent ?? '').replace(/[^\d.-]/g, ''))));

const isSorted = (values: readonly number[], direction: 'asc' | 'desc') =>
  values.every(
    (value, i) => i === 0 || (direction === 'desc' ? values[i - 1]! >= value : values[i - 1]! <= value),
  );

const openTab = async (tab: 'favourites' | 'coins' | 'futures' | 'stock') => {
  await rig.page.getByTestId(`market-tab-${tab}`).click();
  await expect.poll(() => rig.page.url()).toContain(`tab=${tab}`);
};

describe.skipIf(!hasChromium)('the market screens in a browser', () => {
  it('lists coins, futures and stocks on their tabs and sorts by change in three steps', async () => {
    const { page } = rig;
    await page.goto(`${rig.server.url}/#/`);
    await page.getByTestId('tab-market').click();
    await page.getByTestId('page-market').waitFor();
    await page.getByTestId('quote-row').first().waitFor();
    expect(await page.getByTestId('market-tab-coins').getAttribute('aria-selected')).toBe('true');
    const coins = await shownSymbols();
    expect(coins[0]).toBe('BTC/USDT');
    expect(coins.every((symbol) => symbol?.endsWith('/USDT'))).toBe(true);
    // A visitor has no stars.
    expect(await page.getByTestId('favourite-star').count()).toBe(0);

    await openTab('stock');
    await page.locator('[data-testid="quote-row"][data-symbol="AAPL/USD"]').waitFor();
    expect((await shownSymbols()).every((symbol) => symbol?.endsWith('/USD'))).toBe(true);
    await page.getByTestId('stock-session').waitFor();
    // A share opens its contract on the futures view's stock tab.
    expect(
      await page
        .locator('[data-testid="quote-row"][data-symbol="AAPL/USD"] [data-testid="quote-open"]')
        .getAttribute('href'),
    ).toBe('#/pages/transaction/contract?tab=stock&symbol=AAPL%2FUSD');

    await openTab('futures');
    await page.locator('[data-testid="quote-row"][data-symbol="BTC/USDT"]').waitFor();
    expect(await page.getByTestId('quote-open').first().getAttribute('href')).toBe(
      '#/pages/transaction/contract?symbol=BTC%2FUSDT',
    );

    await openTab('coins');
    const sortChange = page.getByTestId('sort-change');
    await sortChange.click();
    expect(await sortChange.getAttribute('data-direction')).toBe('desc');
    expect(await page.locator('th[aria-sort="descending"]').count()).toBe(1);
    await expect.poll(async () => isSorted(await shownChanges(), 'desc')).toBe(true);
    await sortChange.click();
    expect(await sortChange.getAttribute('data-direction')).toBe('asc');
    await expect.poll(async () => isSorted(await shownChanges(), 'asc')).toBe(true);
    await sortChange.click();
    expect(await sortChange.getAttribute('data-direction')).toBe('none');
    await expect.poll(shownSymbols).toEqual(coins);

    await openTab('favourites');
    await page.getByTestId('favourites-login').waitFor();
  });

  it('adds a favourite with its star and shows it on the favourites tab', async () => {
    const { page } = rig;
    await rig.signUpByEmail(`market-${Date.now()}@example.com`, PASSWORD);
    await page.getByTestId('tab-market').click();
    await openTab('favourites');
    await page.getByTestId('favourites-empty').waitFor();

    await openTab('coins');
    const star = page.locator(
      '[data-testid="quote-row"][data-symbol="ETH/USDT"] [data-testid="favourite-star"]',
    );
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await openTab('favourites');
    await expect.poll(shownSymbols).toEqual(['ETH/USDT']);
  });

  it('finds "eth" as it is typed, opens its trade view and remembers it', async () => {
    const { page } = rig;
    await page.getByTestId('market-search').click();
    await page.getByTestId('page-market-search').waitFor();
    // The browser applies `autofocus` at its next rendering step, not as the page mounts.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('search-input');
    await page.getByTestId('hot-search').first().waitFor();
    expect(await page.getByTestId('recent-searches').count()).toBe(0);

    await page.getByTestId('search-input').pressSequentially('eth');
    // The results follow the typing once the quotes' snapshot is in (a busy machine takes seconds).
    await expect.poll(shownSymbols, { timeout: 10_000 }).toEqual(['ETH/USDT']);
    await page.getByTestId('quote-open').click();
    await page.getByTestId('page-spot').waitFor();
    await expect.poll(() => page.getByTestId('spot-symbol').inputValue()).toBe('ETH/USDT');

    // Back on the search page the results are as they were; emptied, it shows the recent search.
    await page.goBack();
    await page.getByTestId('page-market-search').waitFor();
    expect(await page.getByTestId('search-input').inputValue()).toBe('eth');
    await page.getByTestId('search-input').fill('');
    await expect.poll(() => page.getByTestId('recent-search').allTextContents()).toEqual(['ETH/USDT']);
    // The emptied query leaves the address too (a reload before would search "eth" again).
    await expect.poll(() => page.url()).not.toContain('q=');
    await page.reload();
    await page.getByTestId('page-market-search').waitFor();
    await expect
      .poll(() => page.getByTestId('recent-search').allTextContents(), { timeout: 10_000 })
      .toEqual(['ETH/USDT']);

    await page.getByTestId('recent-clear').click();
    expect(await page.getByTestId('recent-searches').count()).toBe(0);
  });
});
