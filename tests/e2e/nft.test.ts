/**
 * The NFT marketplace in a real browser at 390×844, on the exchange's simulated clock. A user with
 * 1,000 USDT opens the marketplace from the Finance tab: the search, the artists, the fixed-price
 * shelf with each artwork's picture, rarity, price and countdown. They open Tidal I, collect it
 * (the heart's count goes up), buy it at its fixed price after a confirmation and find it in My
 * NFTs; then put it up for resale: every wrong term at once, the deposit bidders will pay and what
 * they would receive after the 2.5 % fee, and the rule that a resale cannot be withdrawn. On the
 * auctions shelf they open Tidal II, pay its deposit after a confirmation of what becomes of it,
 * try a bid below the next minimum and bid the minimum after a confirmation; the price history
 * shows their bid. The exchange's clock moves past the end: the auction is theirs to pay, which
 * they do within the day through the purchase page (the deposit comes back), and the artwork is
 * theirs; the messages say so in words, with the unread count on the bell, and are marked read.
 * They buy a blind box, open it and see its item with the proof checked on the device against the
 * series' published commitment. A sound's page shows its player (and no error), a video's page its
 * player on `artworkDetail_video`. An artist's page, the collections and one collection's artworks
 * render, and so does every page without its id. Then in Japanese: the marketplace, an artwork, and a blind box
 * bought, opened and verified. Verify, on the won auction to pay, on the artwork it bought (the
 * auction's end and the sale) and on the opened box, fetches each archive record and recomputes it
 * in the browser: they match. Screenshots 205–228.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  hasChromium,
  inOpenDialog,
  looksWhole,
  okMessage,
  openVerification,
  storedToken,
  useBrowserRig,
} from './support.js';

const rig = useBrowserRig({ tickMs: 500, clockMode: 'simulated' });

const PASSWORD = 'correct-horse-7';
const NAMESPACES = ['nft', 'validation', 'common', 'routeTitle', 'finance'];

interface WireListing {
  id: number;
  kind: 'fixed' | 'auction';
  state: string;
  price: string;
  deposit: string | null;
  starts_at: string;
  ends_at: string;
}

interface WireArtwork {
  id: number;
  code: string;
  name: string;
  media: { type: string; url: string; poster: string | null };
  owner_id: number | null;
  listing: WireListing | null;
}

const text = (testId: string) => rig.page.getByTestId(testId).first().textContent();

/** The open dialog's buttons: the page also holds the closed ones. */
const dialogButton = (testId: 'confirm-ok' | 'confirm-cancel') => inOpenDialog(rig.page, testId);

/** Waits for the toast to go, so it covers nothing in the next screenshot. */
const toastGone = () => rig.page.getByTestId('toast').waitFor({ state: 'detached' });

/** A read as anyone. */
const read = async (path: string) => okMessage(await fetch(`${rig.server.url}/api${path}`), path);

/** A read as the user whose session token is `token`. */
const readAs = async (token: string, path: string) =>
  okMessage(await fetch(`${rig.server.url}/api${path}`, { headers: { authorization: token } }), path);

/** One artwork of the catalogue by its code, as the exchange lists it now. */
const artworkByCode = async (code: string): Promise<WireArtwork> => {
  const page = (await read('/bind_box/getBoxList?limit=50')) as { data: WireArtwork[] };
  const found = page.data.find((artwork) => artwork.code === code);
  if (found === undefined) throw new Error(`no artwork ${code}`);
  return found;
};

/** Moves the exchange's simulated clock `seconds` on; answers its time after the move. */
const advance = async (seconds: number): Promise<number> => {
  const answer = await okMessage(
    await rig.operator('/operator/clock/advance', { method: 'POST', body: JSON.stringify({ seconds }) }),
    'clock advance',
  );
  return Date.parse(answer.now);
};

/** Opens `path` afresh, so the page reads everything (the exchange's clock, the language) again. */
const open = async (path: string, testId: string) => {
  const { page } = rig;
  await page.goto(`${rig.server.url}/#${path}`);
  await page.reload();
  await page.getByTestId(testId).waitFor();
};

const inDialog = (testId: string) => inOpenDialog(rig.page, testId);

/** Opens Verify within `within` and waits for its verdict and differences. */
const verify = (within: Locator) => openVerification(rig.page, within);

/** An artwork's card in the list on screen. */
const card = (code: string) => rig.page.locator(`[data-testid="nft-artwork"][data-code="${code}"]`);

/** Buys the next box of the first series through the blind-box shelf and opens it; ends on its proof. */
const buyAndOpenBox = async () => {
  const { page } = rig;
  const boxes = page.getByTestId('nft-box');
  const before = await boxes.count();
  await page.getByTestId('nft-series-buy').click();
  await dialogButton('confirm-ok').waitFor();
  await dialogButton('confirm-ok').click();
  await expect.poll(() => page.locator('[data-testid="nft-box"][data-state="unopened"]').count()).toBe(1);
  expect(await boxes.count()).toBe(before + 1);
  await page.getByTestId('nft-box-open').click();
  const opened = page.locator('[data-testid="nft-box"][data-state="opened"]');
  await opened.waitFor();
  await expect.poll(() => opened.getByTestId('nft-proof-check').getAttribute('data-check')).toBe('verified');
  return opened;
};

describe.skipIf(!hasChromium)('the NFT marketplace in a browser', () => {
  const email = `nft-${Date.now()}@example.com`;
  let token = '';

  it('has 1,000 USDT, and the catalogue on sale', async () => {
    await rig.signUpByEmail(email, PASSWORD);
    await rig.deposit(email, '1000');
    token = await storedToken(rig.page);
    await expect
      .poll(async () => (await artworkByCode('TSR-0002')).listing?.state, { timeout: 20_000 })
      .toBe('open');
  });

  it('finds the marketplace on the Finance tab: the search, the artists and the fixed-price shelf', async () => {
    const { page } = rig;
    await open('/', 'home-greeting');
    await page.getByTestId('tab-finance').click();
    expect(await text('finance-nft')).toContain('NFT marketplace');
    await page.getByTestId('finance-nft').click();
    await page.getByTestId('page-nft').waitFor();
    expect(await text('nav-title')).toBe('NFT marketplace');
    expect(await page.getByTestId('nft-tabs-fixed').getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('nft-artworks-list').waitFor();
    expect(await page.getByTestId('nft-artist').count()).toBe(4);
    const swell = card('TSR-0001');
    expect(await swell.getByTestId('nft-artwork-name').textContent()).toBe('Tidal I: Swell');
    expect(await swell.getByTestId('nft-rarity').textContent()).toBe('Common');
    expect(await swell.getByTestId('nft-artwork-figure').textContent()).toBe('25 USDT');
    expect(await swell.getByTestId('nft-artwork-status-phase').textContent()).toBe('Live');
    expect(await swell.getByTestId('nft-artwork-status-countdown').textContent()).toMatch(/^Ends in 6d /);
    // Every card of the shelf is a fixed-price sale; a sound shows its poster with its mark.
    expect(
      new Set(
        await page
          .getByTestId('nft-artwork')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-kind'))),
      ),
    ).toEqual(new Set(['fixed']));
    expect(await card('TSR-0009').getByTestId('nft-thumb-mark').textContent()).toBe('Audio');
    await looksWhole(page, NAMESPACES);
    await rig.shot('205-nft-market-en', { fullPage: true });

    // The search finds by a collection's name.
    await page.getByTestId('nft-search-input').fill('tidal');
    await page.getByTestId('nft-search-submit').click();
    await page.getByTestId('page-nft-search').waitFor();
    await page.getByTestId('nft-results-list').waitFor();
    expect(
      (
        await page
          .getByTestId('nft-artwork')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-code')))
      ).sort(),
    ).toEqual(['TSR-0001', 'TSR-0002', 'TSR-0003']);
    await page.goBack();
    await page.getByTestId('nft-artworks-list').waitFor();
  });

  it('opens an artwork, collects it, and buys it at its fixed price after a confirmation', async () => {
    const { page } = rig;
    await card('TSR-0001').click();
    await page.getByTestId('page-nft-artwork').waitFor();
    expect(page.url()).toContain('#/pages/nft/artworkDetail?id=');
    expect(await text('nav-title')).toBe('Artwork');
    expect(await text('nft-detail-name')).toBe('Tidal I: Swell');
    expect(await text('nft-detail-code')).toBe('TSR-0001');
    expect(await text('nft-detail-artist')).toBe('by Mira Okafor');
    await expect.poll(() => text('nft-detail-collection')).toBe('Collection: Tidal');
    expect(await page.getByTestId('nft-media').getAttribute('data-type')).toBe('image');
    expect(await text('nft-detail-price')).toBe('25 USDT');
    expect(await text('nft-detail-holder')).toBe('Sold by the platform');

    const heart = page.getByTestId('nft-collect');
    await expect.poll(() => heart.isEnabled()).toBe(true);
    const before = Number(await text('nft-collect-count'));
    await heart.click();
    await expect.poll(() => heart.getAttribute('data-on')).toBe('true');
    await expect.poll(async () => Number(await text('nft-collect-count'))).toBe(before + 1);
    await looksWhole(page, NAMESPACES);
    await rig.shot('206-nft-artwork-en', { fullPage: true });

    await page.getByTestId('nft-buy').click();
    await page.getByTestId('page-nft-buy').waitFor();
    expect(await text('nav-title')).toBe('Buy artwork');
    expect(await text('nft-buy-price')).toBe('25 USDT');
    expect(await text('nft-buy-seller')).toBe('The platform');
    await expect.poll(() => text('nft-buy-available')).toBe('1,000 USDT');
    await page.getByTestId('nft-buy-submit').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await text('nft-buy-confirm-price')).toBe('25 USDT');
    await rig.shot('207-nft-buy-confirm-en');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/bind_box/buyNFT'));
    await dialogButton('confirm-ok').click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

    await page.getByTestId('page-nft-mine').waitFor();
    expect(await text('nav-title')).toBe('My NFTs');
    await page.getByTestId('nft-owned').waitFor();
    expect(
      await page
        .getByTestId('nft-artwork')
        .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-code'))),
    ).toEqual(['TSR-0001']);
    await toastGone();
    await looksWhole(page, NAMESPACES);
    await rig.shot('208-nft-mine-owned-en', { fullPage: true });
  });

  it('puts it up for resale: every wrong term at once, the deposit and what comes back, and the rule that it stays', async () => {
    const { page } = rig;
    await card('TSR-0001').click();
    await page.getByTestId('nft-owner').waitFor();
    expect(await text('nft-detail-holder')).toBe('You own this artwork');
    await page.getByTestId('nft-resell').click();
    await page.getByTestId('page-nft-resell').waitFor();
    expect(await text('nft-resell-final')).toBe(
      'A resale cannot be withdrawn: once listed, the auction runs to its end.',
    );
    await page.getByTestId('nft-resell-price').fill('2000000');
    await page.getByTestId('nft-resell-increment').fill('3000000');
    await page.getByTestId('nft-resell-end').fill('2020-01-01T10:00');
    await page.getByTestId('nft-resell-submit').click();
    expect(await text('nft-resell-price-error')).toBe('The price can be at most 1,000,000 USDT');
    expect(await text('nft-resell-increment-error')).toBe(
      'The increment must be above zero and not above the price',
    );
    expect(await text('nft-resell-end-error')).toBe('The end time must be later than the start time');
    expect(await page.getByTestId('confirm-dialog').isVisible()).toBe(false);

    await page.getByTestId('nft-resell-price').fill('100.05');
    await page.getByTestId('nft-resell-increment').fill('5');
    const start = await page.getByTestId('nft-resell-start').inputValue();
    const end = new Date(Date.parse(start) + 2 * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    await page
      .getByTestId('nft-resell-end')
      .fill(
        `${end.getFullYear()}-${pad(end.getMonth() + 1)}-${pad(end.getDate())}T${pad(end.getHours())}:${pad(end.getMinutes())}`,
      );
    expect(await text('nft-resell-deposit')).toBe('10.01 USDT');
    expect(await text('nft-resell-fee')).toBe('2.51 USDT');
    expect(await text('nft-resell-receive')).toBe('97.54 USDT');
    await page.getByTestId('nft-resell-end').blur();
    await looksWhole(page, NAMESPACES);
    await rig.shot('209-nft-resell-en', { fullPage: true });

    await page.getByTestId('nft-resell-submit').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await text('nft-resell-confirm-receive')).toBe('97.54 USDT');
    expect(await text('nft-resell-confirm-final')).toBe(
      'A resale cannot be withdrawn: once listed, the auction runs to its end.',
    );
    await rig.shot('210-nft-resell-confirm-en');
    await dialogButton('confirm-ok').click();
    await page.getByTestId('page-nft-artwork').waitFor();
    await expect.poll(() => page.getByTestId('nft-sale').getAttribute('data-kind')).toBe('auction');
    expect(await text('nft-own-sale')).toBe('This is your own sale: you cannot buy it or bid on it.');
    expect(await text('nft-resell-refusal')).toBe('This item is already on sale');
  });

  it('pays an auction’s deposit after a confirmation of what becomes of it, and bids the next minimum', async () => {
    const { page } = rig;
    await open('/pages/nft/nft?tab=auction', 'nft-artworks-list');
    expect(await page.getByTestId('nft-tabs-auction').getAttribute('aria-selected')).toBe('true');
    const undertow = card('TSR-0002');
    expect(await undertow.getByTestId('nft-artwork-figure').textContent()).toBe('40 USDT');
    expect(await undertow.getByTestId('nft-artwork-status-countdown').textContent()).toMatch(/^Ends in /);
    await looksWhole(page, NAMESPACES);
    await rig.shot('211-nft-auctions-en', { fullPage: true });

    await undertow.click();
    await page.getByTestId('nft-deposit-step').waitFor();
    expect(await text('nft-auction-start')).toBe('40 USDT');
    expect(await text('nft-auction-increment')).toBe('5 USDT');
    expect(await text('nft-auction-deposit')).toBe('4 USDT');
    expect(await text('nft-auction-current')).toBe('No bids yet');
    expect(await text('nft-auction-minimum')).toBe('40 USDT');
    await page.getByTestId('nft-bids-empty').waitFor();
    await page.getByTestId('nft-deposit').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await text('nft-deposit-confirm-frozen')).toBe('4 USDT will be frozen in your balance account.');
    expect(await page.getByTestId('nft-deposit-rules').locator('li').allTextContents()).toEqual([
      'If you do not win, all of it comes back when the auction ends (4 USDT).',
      'If you win, you pay your bid within a day of the end and the deposit comes back with the payment (4 USDT).',
      'If you win and do not pay within that day, the deposit is kept (4 USDT) and the artwork stays with its seller.',
    ]);
    await rig.shot('212-nft-deposit-confirm-en');
    await dialogButton('confirm-ok').click();

    await page.getByTestId('nft-bid-form').waitFor();
    await page.getByTestId('nft-bid-amount').fill('39.99');
    await page.getByTestId('nft-bid-submit').click();
    expect(await text('nft-bid-amount-error')).toBe(
      'Your bid must be at least 40 USDT: it must exceed the current bid by the increment',
    );
    expect(await page.getByTestId('confirm-dialog').first().isVisible()).toBe(false);
    await toastGone();
    await page.getByTestId('nft-bid-amount').scrollIntoViewIfNeeded();
    await looksWhole(page, NAMESPACES);
    await rig.shot('213-nft-bid-error-en');

    await page.getByTestId('nft-bid-minimum').click();
    expect(await page.getByTestId('nft-bid-amount').inputValue()).toBe('40');
    await page.getByTestId('nft-bid-submit').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await text('nft-bid-confirm-amount')).toBe('40 USDT');
    expect(await text('nft-bid-confirm-note')).toBe(
      'Nothing more is frozen: your deposit stands for the bid. If you win, you pay 40 USDT within a day of the end.',
    );
    await dialogButton('confirm-ok').click();
    await expect.poll(() => text('nft-auction-current')).toBe('40 USDT');
    expect(await text('nft-auction-minimum')).toBe('45 USDT');
    await expect.poll(() => text('nft-deposit-held')).toBe('Your bid of 40 USDT is the highest so far.');
    const bid = page.getByTestId('nft-bid').first();
    await expect.poll(() => bid.getAttribute('data-mine')).toBe('true');
    expect(await bid.getByTestId('nft-bid-amount').textContent()).toBe('40 USDT');
    expect(await bid.textContent()).toContain('Bidder 1');
    await toastGone();
    await looksWhole(page, NAMESPACES);
    await rig.shot('214-nft-auction-bid-en', { fullPage: true });
  });

  it('wins when the clock passes the end, and pays within the day: the deposit comes back, the artwork is theirs', async () => {
    const { page } = rig;
    const undertow = await artworkByCode('TSR-0002');
    const endsAt = Date.parse(undertow.listing?.ends_at ?? '');
    const now = await advance(1);
    await advance(Math.ceil((endsAt - now) / 1000) + 5);
    await expect
      .poll(async () => ((await readAs(token, '/bind_box/getNeedPayNFTOrder')) as unknown[]).length, {
        timeout: 20_000,
      })
      .toBe(1);

    await open('/pages/nft/nft', 'nft-artworks-list');
    await expect.poll(() => text('nft-unread')).toBe('1');
    await page.getByTestId('nft-open-mine').click();
    await page.getByTestId('page-nft-mine').waitFor();
    await page.getByTestId('nft-mine-tabs-orders').click();
    const order = page.getByTestId('nft-order').first();
    await order.waitFor();
    expect(await order.getByTestId('nft-order-amount').textContent()).toBe('40 USDT');
    expect(await order.getByTestId('nft-order-left').textContent()).toMatch(/^Time left to pay: 23h /);
    // Verify: the auction's end as archived, the user its winner at the bid they owe.
    const won = await verify(order);
    expect(won.verdict, won.differences.join('\n')).toBe('matches');
    expect(await inDialog('verify-start-price').textContent()).toBe('40 USDT');
    expect(await inDialog('verify-bids').textContent()).toBe('1');
    expect(await inDialog('verify-rule').textContent()).toBe('The highest bid; the earliest of equal ones');
    expect(await inDialog('verify-calculator').textContent()).toBe('nft/1');
    await inDialog('verify-close').click();
    await order.getByTestId('nft-order-pay').click();

    await page.getByTestId('page-nft-pay').waitFor();
    expect(await text('nav-title')).toBe('Pay for your auction');
    expect(await text('nft-summary-name')).toBe('Tidal II: Undertow');
    expect(await text('nft-pay-amount')).toBe('40 USDT');
    expect(await text('nft-pay-deposit')).toBe('4 USDT');
    expect(await text('nft-pay-warning')).toBe(
      'Not paid in time, your deposit of 4 USDT is kept and the artwork stays with its seller.',
    );
    // 1,000 less the 25 paid for Tidal I and the 4 frozen as the deposit.
    await expect.poll(() => text('nft-pay-available')).toBe('971 USDT');
    await looksWhole(page, NAMESPACES);
    await rig.shot('215-nft-pay-en', { fullPage: true });
    await page.getByTestId('nft-pay-submit').click();
    await dialogButton('confirm-ok').waitFor();
    await dialogButton('confirm-ok').click();

    await page.getByTestId('nft-owned').waitFor();
    await expect
      .poll(() =>
        page.getByTestId('nft-artwork').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-code'))),
      )
      .toEqual(expect.arrayContaining(['TSR-0001', 'TSR-0002']));
    expect(await card('TSR-0001').getByTestId('nft-artwork-note').textContent()).toBe(
      'Your resale is running',
    );
    await toastGone();
    await looksWhole(page, NAMESPACES);
    await rig.shot('216-nft-mine-after-pay-en', { fullPage: true });
  });

  it('verifies the artwork it bought: the auction it won and the sale, each recomputed from the archive', async () => {
    const { page } = rig;
    await card('TSR-0002').click();
    await page.getByTestId('page-nft-artwork').waitFor();
    const purchase = page.getByTestId('nft-purchase');
    await purchase.waitFor();
    expect(await purchase.getAttribute('data-kind')).toBe('auction');
    expect(await text('nft-purchase-paid')).toBe('40 USDT');
    const auction = await verify(page.getByTestId('nft-purchase-auction'));
    expect(auction.verdict, auction.differences.join('\n')).toBe('matches');
    await inDialog('verify-close').click();
    const sale = await verify(page.getByTestId('nft-purchase-sale'));
    expect(sale.verdict, sale.differences.join('\n')).toBe('matches');
    expect(await inDialog('verify-price').textContent()).toBe('40 USDT');
    expect(await inDialog('verify-fee').textContent()).toBe('None: sold by the platform');
    await looksWhole(page, [...NAMESPACES, 'proofs']);
    await rig.shot('216b-nft-verify-en');
    await inDialog('verify-close').click();
    await page.goBack();
    await page.getByTestId('page-nft-mine').waitFor();
  });

  it('reads the messages in words, with the unread count, and marks them read', async () => {
    const { page } = rig;
    await page.getByTestId('nft-mine-tabs-messages').click();
    await page.getByTestId('nft-messages-list').waitFor();
    const kinds = await page
      .getByTestId('nft-message')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
    expect(kinds).toEqual(['paid', 'won']);
    expect(await page.getByTestId('nft-message-text').allTextContents()).toEqual([
      'You paid 40 USDT for Tidal II: Undertow: it is yours.',
      'You won Tidal II: Undertow at 40 USDT: pay within a day of the end.',
    ]);
    expect(await text('nft-unread-count')).toBe('2 unread');
    await looksWhole(page, NAMESPACES);
    await rig.shot('217-nft-messages-en', { fullPage: true });
    await page.getByTestId('nft-read-all').click();
    await expect.poll(() => text('nft-unread-count')).toBe('All read');
    expect(await page.locator('[data-testid="nft-message"][data-read="false"]').count()).toBe(0);
  });

  it('buys a blind box after a confirmation, opens it, and sees its item verified against the published commitment', async () => {
    const { page } = rig;
    const [series] = (await read('/bind_box/getBlindBoxSeries')) as { commitment: string; sold: number }[];
    await open('/pages/nft/nft?tab=boxes', 'nft-series-list');
    expect(await text('nft-series-name')).toBe('Constellations');
    expect(await text('nft-series-price')).toBe('20 USDT');
    expect(await text('nft-series-left')).toBe(`${10 - (series?.sold ?? 0)} of 10`);
    expect(await text('nft-series-commitment-full')).toBe(series?.commitment);
    expect(await page.getByTestId('nft-series-rarity').allTextContents()).toEqual([
      'Common',
      'Rare',
      'Epic',
      'Legendary',
    ]);
    await page.getByTestId('nft-series-explain').locator('summary').click();
    await looksWhole(page, NAMESPACES);
    await rig.shot('218-nft-boxes-en', { fullPage: true });

    await page.getByTestId('nft-series-buy').click();
    await dialogButton('confirm-ok').waitFor();
    expect(await text('nft-series-confirm-price')).toBe('20 USDT');
    expect(await text('nft-series-confirm-position')).toBe(`${(series?.sold ?? 0) + 1} of 10`);
    await rig.shot('219-nft-box-confirm-en');
    await dialogButton('confirm-cancel').click();

    const opened = await buyAndOpenBox();
    expect(await opened.getByTestId('nft-proof-check').textContent()).toBe(
      'Verified: this item was fixed before the sale',
    );
    expect(await opened.getByTestId('nft-box-item-code').textContent()).toMatch(/^TSR-B0\d\d · Ade Nwosu$/);
    await opened.getByTestId('nft-proof-details').locator('summary').click();
    expect(await opened.getByTestId('nft-proof-position').textContent()).toBe(
      `${(series?.sold ?? 0) + 1} of 10`,
    );
    await toastGone().catch(() => undefined);
    await opened.scrollIntoViewIfNeeded();
    await looksWhole(page, NAMESPACES);
    await rig.shot('220-nft-box-verified-en', { fullPage: true });
    // Verify beside the proof: the box's opening as archived, its proof run again by core.
    const box = await verify(opened);
    expect(box.verdict, box.differences.join('\n')).toBe('matches');
    expect(await inDialog('verify-item').textContent()).toMatch(/^TSR-B0\d\d$/);
    expect(await inDialog('verify-position').textContent()).toBe(`${(series?.sold ?? 0) + 1} of 10`);
    await inDialog('verify-close').click();
  });

  it('plays a sound on its page with its poster, and a video on artworkDetail_video', async () => {
    const { page } = rig;
    const chorus = await artworkByCode('TSR-0009');
    await open(`/pages/nft/artworkDetail?id=${chorus.id}`, 'nft-media');
    expect(await page.getByTestId('nft-media').getAttribute('data-type')).toBe('audio');
    const audio = page.getByTestId('nft-audio');
    expect(await audio.getAttribute('src')).toBe(chorus.media.url);
    // The player has read the file's length: it can play, and says no error.
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState >= 1))
      .toBe(true);
    expect(await page.getByTestId('nft-media-error').count()).toBe(0);
    expect(await text('nft-detail-name')).toBe('Loops: Dawn Chorus');
    await looksWhole(page, NAMESPACES);
    await rig.shot('221-nft-audio-en', { fullPage: true });

    // A sound the device cannot load says so (spec §5), in place of a silent player.
    rig.expectFailure({ url: /\/nft-media\/a09\.wav$/, status: 404 });
    await page.route('**/nft-media/a09.wav', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    await expect
      .poll(() => text('nft-media-error'))
      .toBe('Audio file error: this sound cannot be played on this device.');
    await page.unroute('**/nft-media/a09.wav');

    const drift = await artworkByCode('TSR-0011');
    await open('/pages/nft/nft?tab=auction', 'nft-artworks-list');
    await card('TSR-0011').click();
    await page.getByTestId('nft-video').waitFor();
    expect(page.url()).toContain(`#/pages/nft/artworkDetail_video?id=${drift.id}`);
    const video = page.getByTestId('nft-video');
    expect(await video.getAttribute('poster')).toBe(drift.media.poster);
    // Its first frame is in and the player has stopped loading (it fetches the rest on play): the
    // screenshot shows the video, not the player's spinner.
    await expect
      .poll(() =>
        video.evaluate(
          (element: HTMLVideoElement) =>
            element.readyState >= 2 && element.networkState === HTMLMediaElement.NETWORK_IDLE,
        ),
      )
      .toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.loop)).toBe(true);
    expect(await page.getByTestId('nft-media-error').count()).toBe(0);
    await looksWhole(page, NAMESPACES);
    // The viewport only: drawing the whole page resizes it, and the player shows its spinner again.
    await rig.shot('222-nft-video-en');
  });

  it('renders every page of the marketplace: an artist, the artists, the collections, the artworks, and the pages without their id', async () => {
    const { page } = rig;
    await open('/pages/nft/nft', 'nft-artists');
    await page.getByTestId('nft-artist').last().click();
    await page.getByTestId('page-nft-artist').waitFor();
    expect(await text('nft-artist-name')).toBe('Ade Nwosu');
    await page.getByTestId('nft-artist-collections').waitFor();
    await page.getByTestId('nft-artworks-list').waitFor();
    expect(await page.getByTestId('nft-collection').allTextContents()).toEqual([
      expect.stringContaining('Constellations'),
    ]);
    await looksWhole(page, NAMESPACES);
    await rig.shot('223-nft-artist-en', { fullPage: true });

    await open('/pages/nft/components/collection', 'nft-collections');
    expect(await page.getByTestId('nft-collection').count()).toBe(4);
    await page.getByTestId('nft-collection').first().click();
    await page.getByTestId('page-nft-artworks').waitFor();
    expect(page.url()).toContain('#/pages/nft/components/artwork?collection=');
    await page.getByTestId('nft-collection-head').waitFor();
    await page.getByTestId('nft-artworks-list').waitFor();
    expect(
      (
        await page
          .getByTestId('nft-artwork')
          .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-code')))
      ).sort(),
    ).toEqual(['TSR-0001', 'TSR-0002', 'TSR-0003']);
    await looksWhole(page, NAMESPACES);
    await rig.shot('224-nft-collection-en', { fullPage: true });

    await open('/pages/nft/components/artist', 'nft-artists-list');
    expect(await page.getByTestId('nft-artist-row').count()).toBe(4);
    for (const [path, testId] of [
      ['/pages/nft/artistDetail', 'nft-artist-missing'],
      ['/pages/nft/artworkDetail', 'nft-artwork-missing'],
      ['/pages/nft/artworkDetail_video', 'nft-artwork-missing'],
      ['/pages/nft/purchase_one', 'nft-buy-missing'],
      ['/pages/nft/purchase', 'nft-pay-missing'],
      ['/pages/nft/resell', 'nft-resell-missing'],
      ['/pages/nft/mine?tab=collected', 'nft-collected-list'],
      ['/pages/nft/components/search', 'nft-search-hint'],
    ] as const)
      await open(path, testId);
    await looksWhole(page, NAMESPACES);
  });

  it('shows the marketplace, an artwork and a blind box verified in Japanese', async () => {
    const { page } = rig;
    await page.evaluate(() => localStorage.setItem('tessera:lang', 'jp'));
    await open('/pages/nft/nft', 'nft-artworks-list');
    expect(await text('nav-title')).toBe('NFT マーケット');
    expect(await text('nft-tabs-boxes')).toBe('ブラインドBOX');
    expect(await card('TSR-0003').getByTestId('nft-rarity').textContent()).toBe('エピック');
    await looksWhole(page, NAMESPACES);
    await rig.shot('225-nft-market-jp', { fullPage: true });

    await card('TSR-0003').click();
    await page.getByTestId('nft-detail').waitFor();
    expect(await text('nft-detail-holder')).toBe('プラットフォームが販売');
    expect(await text('nft-buy')).toBe('120 USDT で購入');
    await looksWhole(page, NAMESPACES);
    await rig.shot('226-nft-artwork-jp', { fullPage: true });

    await open('/pages/nft/nft?tab=boxes', 'nft-series-list');
    expect(await text('nft-series-buy')).toBe('20 USDT で1箱購入');
    await looksWhole(page, NAMESPACES);
    await rig.shot('227-nft-boxes-jp', { fullPage: true });
    const opened = await buyAndOpenBox();
    expect(await opened.getByTestId('nft-proof-check').textContent()).toBe(
      '検証済み：この作品は販売前に確定していました',
    );
    await toastGone().catch(() => undefined);
    await opened.scrollIntoViewIfNeeded();
    await looksWhole(page, NAMESPACES);
    await rig.shot('228-nft-box-verified-jp', { fullPage: true });
  });
});
