import {
  type BlindBoxProof,
  Decimal,
  nftAuctionDeposit,
  nftSaleProceeds,
  verifyBlindBoxProof,
} from '@tessera/core';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type Harness } from './support/harness.js';
import { archivedSettlement } from './support/proofs.js';
import { eventually, feedLive } from './support/traders.js';
import { walletOf } from './support/wallet.js';

const DAY_MS = 86_400_000;

interface WireListing {
  id: number;
  artwork_id: number;
  kind: 'fixed' | 'auction';
  seller_id: number | null;
  price: string;
  increment: string | null;
  deposit: string | null;
  starts_at: string;
  ends_at: string;
  current_bid: string | null;
  bids: number;
  state: string;
  pay_by: string | null;
}

interface WireArtwork {
  id: number;
  code: string;
  name: string;
  rarity: string;
  media: { type: string; url: string; poster: string | null };
  owner_id: number | null;
  collected: number;
  listing: WireListing | null;
}

interface WireBox {
  id: number;
  position: number;
  state: 'unopened' | 'opened';
  artwork: WireArtwork | null;
  proof: null | {
    series_id: number;
    size: number;
    position: number;
    artwork_code: string;
    salt: string;
    path: { side: 'left' | 'right'; hash: string }[];
    root: string;
  };
}

const proofOf = (wire: NonNullable<WireBox['proof']>): BlindBoxProof => ({
  seriesId: wire.series_id,
  size: wire.size,
  position: wire.position,
  artworkCode: wire.artwork_code,
  salt: wire.salt,
  path: wire.path,
  root: wire.root,
});

const nftCalls = (h: Harness) => {
  const collector = async (usdt: string) => {
    await feedLive(h.api);
    const name = await h.api.registerByUsername();
    if (usdt !== '0') await walletOf(h.api).deposit(name, 'USDT', usdt);
    const token = await h.api.login(name);
    const { rows } = await sql<{ id: number }>`select id from users where username = ${name}`.execute(
      h.server.database,
    );
    return { name, token, id: Number(rows[0]?.id) };
  };
  const usdt = async (name: string) => {
    const row = (await walletOf(h.api).balances(name)).find(
      (b) => b.account === 'balance' && b.currency === 'USDT',
    );
    return { available: row?.available ?? '0', frozen: row?.frozen ?? '0' };
  };
  const artworks = async (params: Record<string, string> = {}) =>
    (await h.api.get('/bind_box/getBoxList', { limit: '50', ...params })).body.message.data as WireArtwork[];
  const artwork = async (id: number) =>
    (await h.api.get('/bind_box/getBoxDetail', { id: String(id) })).body.message as WireArtwork;
  /** An artwork the platform sells now by `kind`, nobody has bid on yet, once the lister has listed the catalogue. */
  const onSale = (kind: 'fixed' | 'auction', skip: readonly number[] = []) =>
    eventually(
      async () =>
        (await artworks({ kind })).find(
          (a) =>
            a.listing?.state === 'open' &&
            a.listing.seller_id === null &&
            a.listing.bids === 0 &&
            !skip.includes(a.id) &&
            Date.parse(a.listing.starts_at) <= h.clock.now().getTime(),
        ),
      (found) => found !== undefined,
      `a ${kind} sale`,
    ) as Promise<WireArtwork & { listing: WireListing }>;
  const post = (path: string, token: string, params: Record<string, string>, key?: string) =>
    h.api.post(path, params, {
      token,
      ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
    });
  const buy = (token: string, listingId: number) =>
    post('/bind_box/buyNFT', token, { listing_id: String(listingId) });
  const deposit = (token: string, listingId: number) =>
    post('/bind_box/marginNFT', token, { listing_id: String(listingId) });
  const bid = (token: string, listingId: number, price: string) =>
    post('/bind_box/auctionNFT', token, { listing_id: String(listingId), price });
  const messages = async (token: string) =>
    (await h.api.get('/bind_box/getNFTOrderMessages', { limit: '50' }, { token })).body.message.data as {
      id: number;
      kind: string;
      amount: string | null;
      read: boolean;
    }[];
  const audit = async () => expect((await walletOf(h.api).audit()).ok).toBe(true);
  /** Moves time past a listing's end and waits for the settlement after the next tick. */
  const pastEnd = async (listing: WireListing, after = 1000) => {
    h.clock.advance(Date.parse(listing.ends_at) - h.clock.now().getTime() + after);
    return eventually(
      () => artwork(listing.artwork_id),
      (a) => a.listing?.id !== listing.id || a.listing.state !== 'open',
      'the sale to end',
    );
  };
  return { collector, usdt, artworks, artwork, onSale, post, buy, deposit, bid, messages, audit, pastEnd };
};

describeOnEachDatabase(
  'NFT marketplace',
  (h) => {
    const n = nftCalls(h);

    it('publishes the catalogue: artists, collections, artworks with their media, the blind-box series and its commitment', async () => {
      await n.onSale('fixed');
      const all = await n.artworks();
      expect(all).toHaveLength(22);
      expect(new Set(all.map((a) => a.media.type))).toEqual(new Set(['image', 'gif', 'audio', 'video']));
      const video = all.find((a) => a.media.type === 'video');
      expect(video?.media.url).toMatch(/^\/nft-media\/a1[12]\.webm$/);
      expect(video?.media.poster).toMatch(/^\/nft-media\/a1[12]\.svg$/);
      const served = await fetch(`${h.server.url}${video?.media.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('video/webm');
      expect((await n.artworks({ search: 'tidal' })).map((a) => a.code).sort()).toEqual([
        'TSR-0001',
        'TSR-0002',
        'TSR-0003',
      ]);
      expect((await n.artworks({ search: '100%' })).length).toBe(0);
      expect((await n.artworks({ kind: 'auction' })).every((a) => a.listing?.kind === 'auction')).toBe(true);

      const artists = (await h.api.get('/bind_box/getArtist', {}, { lang: 'fra' })).body.message as {
        id: number;
        bio: string;
        artworks: number;
      }[];
      expect(artists.map((a) => a.artworks)).toEqual([3, 3, 6, 10]);
      const detail = (await h.api.get('/bind_box/getArtistDetail', { id: '4' })).body.message;
      expect(detail.collections).toMatchObject([{ name: 'Constellations' }]);
      expect((await h.api.get('/bind_box/getNftCurrency')).body.message).toEqual({
        currency: 'USDT',
        decimals: 2,
      });
      const [series] = (await h.api.get('/bind_box/getBlindBoxSeries')).body.message;
      expect(series).toMatchObject({
        name: 'Constellations',
        size: 10,
        price: '20',
        rarities: { common: 5, rare: 3, epic: 1, legendary: 1 },
      });
      expect(series.commitment).toMatch(/^[0-9a-f]{64}$/);
      // The blind-box items are never listed by the platform: only a box gives them.
      expect(all.filter((a) => a.code.startsWith('TSR-B')).every((a) => a.listing === null)).toBe(true);
    });

    it('sells a fixed-price item to one buyer, refuses what it must with a clear error, and changes nothing then', async () => {
      const item = await n.onSale('fixed');
      const poor = await n.collector('1');
      expect((await n.buy(poor.token, item.listing.id)).body).toMatchObject({
        type: 'error',
        code: 'WALLET.INSUFFICIENT_BALANCE',
      });
      expect(await n.usdt(poor.name)).toEqual({ available: '1', frozen: '0' });
      expect((await n.buy(poor.token, 999_999)).body).toMatchObject({ code: 'NFT.UNKNOWN_LISTING' });

      const buyer = await n.collector('1000');
      const bought = await n.buy(buyer.token, item.listing.id);
      expect(bought.body).toMatchObject({
        type: 'ok',
        message: { id: item.id, owner_id: buyer.id, listing: { state: 'sold' } },
      });
      expect(await n.usdt(buyer.name)).toEqual({
        available: new Decimal(1000).minus(item.listing.price).toFixed(),
        frozen: '0',
      });
      expect((await n.buy(poor.token, item.listing.id)).body).toMatchObject({ code: 'NFT.NOT_ON_SALE' });
      const mine = (await h.api.get('/bind_box/getMyNFTs', {}, { token: buyer.token })).body.message;
      expect(mine.artworks.map((a: WireArtwork) => a.id)).toEqual([item.id]);
      await n.audit();
    });

    it('lets exactly one of fifty parallel buyers have a fixed-price item', async () => {
      const item = await n.onSale('fixed');
      const buyers = await Promise.all(Array.from({ length: 50 }, () => n.collector('500')));
      const answers = await Promise.all(buyers.map((buyer) => n.buy(buyer.token, item.listing.id)));
      const winners = answers.flatMap((answer, i) => (answer.body.type === 'ok' ? [buyers[i]] : []));
      expect(winners).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.body.type !== 'ok').map((a) => a.body.code))).toEqual(
        new Set(['NFT.NOT_ON_SALE']),
      );
      expect((await n.artwork(item.id)).owner_id).toBe(winners[0]?.id);
      const spent = await Promise.all(buyers.map(async (buyer) => (await n.usdt(buyer.name)).available));
      expect(spent.filter((available) => available !== '500')).toEqual([
        new Decimal(500).minus(item.listing.price).toFixed(),
      ]);
      await n.audit();
    });

    it('runs an auction: deposits first, bids above the last by the increment, the winner pays within a day, the others get their deposits back', async () => {
      const item = await n.onSale('auction');
      const { listing } = item;
      const depositAmount = nftAuctionDeposit({ startPrice: listing.price, decimals: 2 }).toFixed();
      expect(listing.deposit).toBe(depositAmount);
      const [ada, bo, cy] = await Promise.all([
        n.collector('1000'),
        n.collector('1000'),
        n.collector('1000'),
      ]);
      if (ada === undefined || bo === undefined || cy === undefined) throw new Error('no bidders');
      expect((await n.bid(ada.token, listing.id, listing.price)).body).toMatchObject({
        code: 'NFT.DEPOSIT_REQUIRED',
      });
      for (const bidder of [ada, bo, cy])
        expect((await n.deposit(bidder.token, listing.id)).body).toMatchObject({ type: 'ok' });
      expect((await n.deposit(ada.token, listing.id)).body).toMatchObject({ code: 'NFT.DEPOSIT_PAID' });
      expect(
        (await h.api.get('/bind_box/getMyNFTs', {}, { token: ada.token })).body.message.deposits,
      ).toEqual([{ listing_id: listing.id, amount: depositAmount }]);
      expect(await n.usdt(ada.name)).toEqual({
        available: new Decimal(1000).minus(depositAmount).toFixed(),
        frozen: depositAmount,
      });

      const below = new Decimal(listing.price).minus('0.01').toFixed();
      expect((await n.bid(ada.token, listing.id, below)).body).toMatchObject({ code: 'NFT.BID_TOO_LOW' });
      expect((await n.bid(ada.token, listing.id, listing.price)).body).toMatchObject({
        type: 'ok',
        message: { bidder: 1 },
      });
      // Two bidders racing with the same amount: the first in wins, the other is now too low.
      const next = new Decimal(listing.price).plus(listing.increment ?? 0).toFixed();
      const race = await Promise.all([n.bid(bo.token, listing.id, next), n.bid(cy.token, listing.id, next)]);
      expect(race.map((answer) => answer.body.type === 'ok').filter(Boolean)).toHaveLength(1);
      expect(race.find((answer) => answer.body.type !== 'ok')?.body).toMatchObject({
        code: 'NFT.BID_TOO_LOW',
      });
      const leader = race[0]?.body.type === 'ok' ? bo : cy;
      const history = (
        await h.api.get('/bind_box/getBindBoxQuotationLog', { listing_id: String(listing.id) })
      ).body.message.data;
      expect(history.map((b: { amount: string }) => b.amount)).toEqual([next, listing.price]);
      expect((await n.messages(ada.token)).map((m) => m.kind)).toEqual(['outbid']);

      await n.pastEnd(listing);
      const orders = (await h.api.get('/bind_box/getNeedPayNFTOrder', {}, { token: leader.token })).body
        .message;
      expect(orders).toMatchObject([{ amount: next, deposit: depositAmount, state: 'awaiting_payment' }]);
      expect(Date.parse(orders[0].pay_by)).toBe(Date.parse(listing.ends_at) + DAY_MS);
      for (const other of [ada, bo, cy].filter((bidder) => bidder !== leader))
        expect(await n.usdt(other.name)).toEqual({ available: '1000', frozen: '0' });
      expect((await n.messages(ada.token)).map((m) => m.kind)).toEqual(['lost', 'outbid']);
      // The auction's end is archived with its bids; anyone recomputes the winner from them.
      const archived = await archivedSettlement(h, `nft_auction:${listing.id}`);
      expect(archived.result).toEqual({
        winning_bid: expect.any(String),
        winner: String(leader.id),
        amount: next,
      });
      expect(archived.inputs.bids).toHaveLength(2);

      const paid = await n.post('/bind_box/payNFTOrder', leader.token, { order_id: String(orders[0].id) });
      expect(paid.body).toMatchObject({
        type: 'ok',
        message: { state: 'paid', artwork: { owner_id: leader.id } },
      });
      expect(await n.usdt(leader.name)).toEqual({
        available: new Decimal(1000).minus(next).toFixed(),
        frozen: '0',
      });
      expect(
        (await n.post('/bind_box/payNFTOrder', leader.token, { order_id: String(orders[0].id) })).body,
      ).toMatchObject({
        code: 'NFT.PAYMENT_CLOSED',
      });
      await n.audit();
    });

    it('keeps the deposit of a winner who does not pay within the day, and the item stays the platform’s', async () => {
      const item = await n.onSale('auction');
      const winner = await n.collector('1000');
      await n.deposit(winner.token, item.listing.id);
      await n.bid(winner.token, item.listing.id, item.listing.price);
      await n.pastEnd(item.listing);
      h.clock.advance(DAY_MS + 1000);
      await eventually(
        async () =>
          (await h.api.get('/bind_box/getNeedPayNFTOrder', {}, { token: winner.token })).body.message,
        (orders: unknown[]) => orders.length === 0,
        'the order to expire',
      );
      const deposit = item.listing.deposit ?? '0';
      expect(await n.usdt(winner.name)).toEqual({
        available: new Decimal(1000).minus(deposit).toFixed(),
        frozen: '0',
      });
      expect((await n.messages(winner.token)).map((m) => m.kind)).toEqual(['expired', 'won']);
      expect((await n.artwork(item.id)).owner_id).toBeNull();
      await n.audit();
    });

    it('resells an owned item by auction, checking price, increment and times, and pays the seller less the fee', async () => {
      const item = await n.onSale('fixed');
      const seller = await n.collector('1000');
      await n.buy(seller.token, item.listing.id);
      const now = h.clock.now().getTime();
      const resell = (fields: Record<string, string>, token = seller.token) =>
        n.post('/bind_box/resellNFT', token, {
          id: String(item.id),
          price: '300',
          increment: '10',
          start_time: new Date(now).toISOString(),
          end_time: new Date(now + 2 * DAY_MS).toISOString(),
          ...fields,
        });
      const stranger = await n.collector('1000');
      expect((await resell({}, stranger.token)).body).toMatchObject({ code: 'NFT.NOT_OWNER' });
      expect((await resell({ increment: '301' })).body).toMatchObject({ code: 'NFT.INCREMENT_ABOVE_PRICE' });
      expect((await resell({ end_time: new Date(now - 1000).toISOString() })).body).toMatchObject({
        code: 'NFT.END_BEFORE_START',
      });
      expect((await resell({ price: '1e3' })).body).toMatchObject({ code: 'WALLET.AMOUNT_FORMAT' });
      const listed = await resell({});
      expect(listed.body).toMatchObject({
        type: 'ok',
        message: { kind: 'auction', seller_id: seller.id, price: '300', deposit: '30' },
      });
      expect((await resell({})).body).toMatchObject({ code: 'NFT.ALREADY_LISTED' });
      const listing = listed.body.message as WireListing;
      expect((await n.deposit(seller.token, listing.id)).body).toMatchObject({ code: 'NFT.OWN_ITEM' });

      await n.deposit(stranger.token, listing.id);
      await n.bid(stranger.token, listing.id, '320');
      await n.pastEnd(listing);
      const [order] = (await h.api.get('/bind_box/getNeedPayNFTOrder', {}, { token: stranger.token })).body
        .message;
      const before = await n.usdt(seller.name);
      await n.post('/bind_box/payNFTOrder', stranger.token, { order_id: String(order.id) });
      const proceeds = nftSaleProceeds({ price: '320', resale: true, decimals: 2 });
      expect(await n.usdt(seller.name)).toEqual({
        available: new Decimal(before.available).plus(proceeds.seller).toFixed(),
        frozen: '0',
      });
      expect((await n.messages(seller.token)).map((m) => m.kind)).toEqual(['resale_sold']);
      expect((await archivedSettlement(h, `nft_sale:${listing.id}`)).result).toEqual({
        seller: proceeds.seller.toFixed(),
        fee: proceeds.fee.toFixed(),
      });
      expect((await n.artwork(item.id)).owner_id).toBe(stranger.id);
      await n.audit();
    });

    it('sells blind boxes in position order, exactly as many as there are to many parallel buyers, and proves each opened box', async () => {
      const [series] = (await h.api.get('/bind_box/getBlindBoxSeries')).body.message;
      const first = await n.collector('100');
      const bought = await n.post('/bind_box/buyBlindBox', first.token, { series_id: String(series.id) });
      expect(bought.body).toMatchObject({
        type: 'ok',
        message: { position: series.sold + 1, state: 'unopened', artwork: null, proof: null },
      });
      const box = bought.body.message as WireBox;
      const opened = await n.post('/bind_box/openBlindBox', first.token, { id: String(box.id) });
      expect(opened.body).toMatchObject({
        type: 'ok',
        message: { state: 'opened', artwork: { owner_id: first.id } },
      });
      const proof = (opened.body.message as WireBox).proof;
      if (proof === null) throw new Error('no proof');
      expect(proof.root).toBe(series.commitment);
      expect(await verifyBlindBoxProof(proofOf(proof))).toBe(true);
      expect(
        await verifyBlindBoxProof({
          ...proofOf(proof),
          artworkCode: 'TSR-B010' === proof.artwork_code ? 'TSR-B001' : 'TSR-B010',
        }),
      ).toBe(false);
      // Archived with its proof; anyone finds the same artwork from it.
      expect((await archivedSettlement(h, `nft_box:${box.id}`)).result).toEqual({
        artwork: proof.artwork_code,
      });
      expect(
        (await n.post('/bind_box/openBlindBox', first.token, { id: String(box.id) })).body,
      ).toMatchObject({ code: 'NFT.BOX_OPENED' });

      const left = series.size - series.sold - 1;
      const buyers = await Promise.all(Array.from({ length: 30 }, () => n.collector('20')));
      const answers = await Promise.all(
        buyers.map((buyer) => n.post('/bind_box/buyBlindBox', buyer.token, { series_id: String(series.id) })),
      );
      const sold = answers
        .filter((answer) => answer.body.type === 'ok')
        .map((answer) => (answer.body.message as WireBox).position);
      expect(sold.sort((a, b) => a - b)).toEqual(Array.from({ length: left }, (_, i) => series.sold + 2 + i));
      expect(new Set(answers.filter((a) => a.body.type !== 'ok').map((a) => a.body.code))).toEqual(
        new Set(['NFT.SOLD_OUT']),
      );
      // Every box of the series opens to a proof of the one published root.
      for (const [i, answer] of answers.entries()) {
        if (answer.body.type !== 'ok') continue;
        const token = buyers[i]?.token ?? '';
        const openedBox = (
          await n.post('/bind_box/openBlindBox', token, { id: String((answer.body.message as WireBox).id) })
        ).body.message as WireBox;
        if (openedBox.proof === null) throw new Error('no proof');
        expect(await verifyBlindBoxProof(proofOf(openedBox.proof))).toBe(true);
      }
      await n.audit();
    });

    it('answers unknown items, sales, orders, boxes and series with a clear error, and lists a user’s bids', async () => {
      const user = await n.collector('100');
      expect((await h.api.get('/bind_box/getBoxDetail', { id: '999999' })).body).toMatchObject({
        code: 'NFT.UNKNOWN_ARTWORK',
      });
      expect((await n.deposit(user.token, 999_999)).body).toMatchObject({ code: 'NFT.UNKNOWN_LISTING' });
      expect((await n.bid(user.token, 999_999, '10')).body).toMatchObject({ code: 'NFT.UNKNOWN_LISTING' });
      expect((await n.post('/bind_box/payNFTOrder', user.token, { order_id: '999999' })).body).toMatchObject({
        code: 'NFT.UNKNOWN_ORDER',
      });
      expect((await n.post('/bind_box/openBlindBox', user.token, { id: '999999' })).body).toMatchObject({
        code: 'NFT.UNKNOWN_BOX',
      });
      expect((await n.post('/bind_box/buyBlindBox', user.token, { series_id: '99' })).body).toMatchObject({
        code: 'NFT.UNKNOWN_SERIES',
      });
      expect(
        (
          await n.post('/bind_box/resellNFT', user.token, {
            id: '999999',
            price: '1',
            increment: '1',
            start_time: 'x',
            end_time: 'y',
          })
        ).body,
      ).toMatchObject({
        code: 'NFT.UNKNOWN_ARTWORK',
      });
      const item = await n.onSale('auction');
      await n.deposit(user.token, item.listing.id);
      await n.bid(user.token, item.listing.id, item.listing.price);
      const mine = (await h.api.get('/bind_box/getMyBindBoxQuotationLog', {}, { token: user.token })).body
        .message;
      expect(mine).toMatchObject({
        total: 1,
        data: [{ listing_id: item.listing.id, amount: item.listing.price, bidder: 1 }],
      });
    });

    it('refuses a resale’s times when the start is past, the end unreadable or more than 30 days on', async () => {
      const item = await n.onSale('fixed');
      const seller = await n.collector('1000');
      await n.buy(seller.token, item.listing.id);
      const now = h.clock.now().getTime();
      const resell = (start: number | string, end: number | string) =>
        n.post('/bind_box/resellNFT', seller.token, {
          id: String(item.id),
          price: '10',
          increment: '1',
          start_time: typeof start === 'number' ? new Date(start).toISOString() : start,
          end_time: typeof end === 'number' ? new Date(end).toISOString() : end,
        });
      expect((await resell(now - 5 * 60_000, now + DAY_MS)).body).toMatchObject({ code: 'NFT.START_TIME' });
      expect((await resell(now, 'tomorrow')).body).toMatchObject({ code: 'NFT.END_TIME' });
      expect((await resell(now, now + 31 * DAY_MS)).body).toMatchObject({ code: 'NFT.TOO_LONG' });
      expect((await resell(now, now + DAY_MS)).body).toMatchObject({ type: 'ok' });
    });

    it('collects items, and marks messages read', async () => {
      const item = await n.onSale('fixed');
      const user = await n.collector('0');
      const collect = () => n.post('/bind_box/collect', user.token, { id: String(item.id) });
      expect((await collect()).body.message).toEqual({
        collected: item.collected + 1,
        collected_by_me: true,
      });
      const collection = (await h.api.get('/bind_box/getCollection', {}, { token: user.token })).body.message
        .data;
      expect(collection.map((a: WireArtwork) => a.id)).toEqual([item.id]);
      expect((await collect()).body.message).toEqual({ collected: item.collected, collected_by_me: false });
      expect((await n.post('/bind_box/readNFTOrderMessage', user.token, {})).body.message).toEqual({
        unread: 0,
      });
    });
  },
  { tickMs: 100 },
);
