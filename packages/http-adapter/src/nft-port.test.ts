import { IDEMPOTENCY_HEADER } from '@tessera/contract';
import { Decimal } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { createNftApi } from './nft-port.js';
import { recordingClient } from './recording-client.test-support.js';

const answering = (body: unknown) => {
  const { client, requests } = recordingClient(body);
  return { nft: createNftApi(client), requests };
};

const LISTING = {
  id: 4,
  artwork_id: 7,
  kind: 'auction',
  seller_id: 3,
  currency: 'USDT',
  price: '300',
  increment: '10',
  deposit: '30',
  starts_at: '2026-11-27T12:00:00.000Z',
  ends_at: '2026-11-29T12:00:00.000Z',
  current_bid: null,
  bids: 0,
  state: 'open',
  pay_by: null,
};

describe('NFT port', () => {
  it('bids the amount as text with the request id as the idempotency key', async () => {
    const { nft, requests } = answering({
      id: 31,
      listing_id: 4,
      bidder: 2,
      amount: '160',
      at: '2026-11-27T12:00:00.000Z',
    });
    expect(await nft.bid({ listingId: 4, amount: new Decimal(160) }, 'key-1')()).toMatchObject({
      right: { bidder: 2, amount: new Decimal(160) },
    });
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/bind_box/auctionNFT');
    expect(requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
    expect(await requests[0]?.json()).toEqual({ listing_id: 4, price: '160' });
  });

  it('resells with spec §7’s field names', async () => {
    const { nft, requests } = answering(LISTING);
    const draft = {
      artworkId: 7,
      price: new Decimal(300),
      increment: new Decimal(10),
      startsAt: LISTING.starts_at,
      endsAt: LISTING.ends_at,
    };
    expect(await nft.resell(draft, 'key-2')()).toMatchObject({
      right: { sellerId: 3, deposit: new Decimal(30) },
    });
    expect(await requests[0]?.json()).toEqual({
      id: 7,
      price: '300',
      increment: '10',
      start_time: LISTING.starts_at,
      end_time: LISTING.ends_at,
    });
  });

  it('reads an opened blind box with the proof core verifies', async () => {
    const { nft } = answering({
      id: 9,
      series_id: 1,
      series_name: 'Constellations',
      position: 3,
      state: 'opened',
      artwork: null,
      proof: {
        series_id: 1,
        size: 10,
        position: 3,
        artwork_code: 'TSR-B006',
        salt: 'ab',
        path: [{ side: 'right', hash: 'cd' }],
        root: 'ef',
      },
      bought_at: '2026-11-27T12:00:00.000Z',
    });
    expect(await nft.openBlindBox(9)()).toMatchObject({
      right: {
        position: 3,
        proof: { seriesId: 1, size: 10, artworkCode: 'TSR-B006', path: [{ side: 'right', hash: 'cd' }] },
      },
    });
  });
});
