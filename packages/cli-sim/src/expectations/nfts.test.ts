import {
  type BlindBox,
  type BlindBoxSeries,
  blindBoxLeaf,
  blindBoxPath,
  blindBoxRoot,
  Decimal,
  type LedgerRecord,
  type MyNfts,
  type NftArtwork,
  type NftListing,
  type NftMessage,
} from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { proofErrors } from '../steps/nft.js';
import { ownedArtworks, proceedsErrors, type SoldResale } from './nfts.js';

/** A series of five boxes committed as the exchange commits them, with core's calculators. */
const CODES = ['TSR-B003', 'TSR-B001', 'TSR-B005', 'TSR-B002', 'TSR-B004'];
const contents = CODES.map((code, i) => ({
  seriesId: 1,
  position: i + 1,
  artworkCode: code,
  salt: `salt-${i + 1}`,
}));

const committed = async () => {
  const leaves = await Promise.all(contents.map(blindBoxLeaf));
  const root = await blindBoxRoot(leaves);
  const series = { id: 1, name: 'Constellations', size: CODES.length, commitment: root } as BlindBoxSeries;
  const boxAt = async (position: number): Promise<BlindBox> => ({
    id: 10 + position,
    seriesId: 1,
    seriesName: 'Constellations',
    position,
    state: 'opened',
    artwork: { code: CODES[position - 1], ownerId: 7 } as NftArtwork,
    proof: {
      seriesId: 1,
      size: CODES.length,
      position,
      artworkCode: CODES[position - 1] ?? '',
      salt: `salt-${position}`,
      path: await blindBoxPath(leaves, position),
      root,
    },
    boughtAt: '2026-11-22T10:00:00.000Z',
  });
  return { series, boxAt };
};

describe('proofErrors', () => {
  it('passes every box of a series committed as the exchange commits them', async () => {
    const { series, boxAt } = await committed();
    for (const position of [1, 2, 3, 4, 5])
      expect(await proofErrors(await boxAt(position), series)).toEqual([]);
  });

  it('catches another item, salt, position, path or root, a proof of another box, and a root other than the commitment', async () => {
    const { series, boxAt } = await committed();
    const box = await boxAt(3);
    const proof = box.proof as NonNullable<BlindBox['proof']>;
    const tampered = (change: Partial<typeof proof>, boxChange: Partial<BlindBox> = {}) =>
      proofErrors({ ...box, ...boxChange, proof: { ...proof, ...change } }, series);
    const DOES_NOT_HOLD = "box #13's proof does not hold (core's verifyBlindBoxProof)";
    expect(await tampered({ salt: 'salt-4' })).toEqual([DOES_NOT_HOLD]);
    expect(
      await tampered({ artworkCode: 'TSR-B001' }, { artwork: { code: 'TSR-B001' } as NftArtwork }),
    ).toEqual([DOES_NOT_HOLD]);
    expect(await tampered({ path: proof.path.slice(1) })).toEqual([DOES_NOT_HOLD]);
    expect(await tampered({ position: 4 })).toEqual([
      DOES_NOT_HOLD,
      "box #13's proof is of position 4 of 5 in series #1; the box is position 3 of 5 in series #1",
    ]);
    expect(await tampered({ root: '0'.repeat(64) })).toEqual([
      DOES_NOT_HOLD,
      `box #13's proof leads to 000000000000…, not to the commitment ${series.commitment.slice(0, 12)}… "Constellations" published`,
    ]);
    expect(await tampered({}, { artwork: { code: 'TSR-B001' } as NftArtwork })).toEqual([
      'box #13 holds TSR-B001, its proof TSR-B005',
    ]);
    // A proof that holds, of a series committed otherwise.
    expect(await proofErrors(box, { ...series, commitment: 'f'.repeat(64) })).toEqual([
      `box #13's proof leads to ${proof.root.slice(0, 12)}…, not to the commitment ffffffffffff… "Constellations" published`,
    ]);
    expect(await proofErrors({ ...box, proof: null }, series)).toEqual([
      'box #13 was opened without its proof',
    ]);
    expect(await proofErrors(box, undefined)).toEqual(["box #13's series #1 is not published"]);
    expect(await proofErrors({ ...box, state: 'unopened', proof: null, artwork: null }, series)).toEqual([]);
  });
});

describe('proceedsErrors', () => {
  const listing = (id: number, artworkId: number, state: NftListing['state'] = 'sold') =>
    ({ id, artworkId, asset: 'USDT', sellerId: 7, state }) as NftListing;
  const resale = (
    id: number,
    artworkId: number,
    winningBid: string | null,
    state?: NftListing['state'],
  ): SoldResale => ({
    listing: listing(id, artworkId, state),
    code: `TSR-000${artworkId}`,
    winningBid: winningBid === null ? null : new Decimal(winningBid),
  });
  const sold = (id: number, artworkId: number, amount: string, at: string): NftMessage => ({
    id,
    kind: 'resale_sold',
    artworkId,
    artworkName: `Art ${artworkId}`,
    amount: new Decimal(amount),
    read: false,
    at,
  });
  const credit = (
    amount: string,
    createdAt: string,
    reason: LedgerRecord['reason'] = 'nft_payment',
  ): LedgerRecord => ({
    id: 1,
    asset: 'USDT',
    account: 'balance',
    amount: new Decimal(amount),
    reason,
    createdAt,
  });
  const AT = '2026-11-24T10:00:01.000Z';

  it("passes proceeds as core's nftSaleProceeds gives them on the winning bid, each credited once at its message's time", () => {
    // 40 → fee 1, 39; 33.33 → fee 0.84 (0.83325 rounded up), 32.49.
    const result = proceedsErrors(
      [resale(5, 2, '40'), resale(9, 3, '33.33'), resale(11, 4, null, 'open')],
      [sold(2, 2, '39', AT), sold(3, 3, '32.49', '2026-11-25T10:00:00.000Z')],
      [credit('32.49', '2026-11-25T10:00:00.000Z'), credit('39', AT), credit('-45', AT)],
      2,
    );
    expect(result).toEqual({
      wrong: [],
      details: [
        "resale #5 of TSR-0002 sold at 40 (the winning bid): 39 USDT to the seller and 1 fee (core's nftSaleProceeds, 2.5 %), credited at 2026-11-24T10:00:01.000Z",
        "resale #9 of TSR-0003 sold at 33.33 (the winning bid): 32.49 USDT to the seller and 0.84 fee (core's nftSaleProceeds, 2.5 %), credited at 2026-11-25T10:00:00.000Z",
      ],
    });
  });

  it('catches another amount, a missing or mistimed credit, a message of no resale and a sale without its message', () => {
    expect(
      proceedsErrors([resale(5, 2, '40')], [sold(2, 2, '39.01', AT)], [credit('39.01', AT)], 2).wrong,
    ).toEqual([
      `the resale_sold message #2 of "Art 2" says 39.01; core's nftSaleProceeds gives 39 on the winning bid 40 of resale #5`,
    ]);
    expect(
      proceedsErrors(
        [resale(5, 2, '40')],
        [sold(2, 2, '39', AT)],
        [credit('39', '2026-11-24T10:00:02.000Z')],
        2,
      ).wrong,
    ).toEqual([
      'no credit of 39 USDT to the balance account at 2026-11-24T10:00:01.000Z for resale #5 of TSR-0002',
    ]);
    expect(
      proceedsErrors([resale(5, 2, '40')], [sold(2, 2, '39', AT)], [credit('39', AT, 'nft_purchase')], 2)
        .wrong,
    ).toEqual([
      'no credit of 39 USDT to the balance account at 2026-11-24T10:00:01.000Z for resale #5 of TSR-0002',
    ]);
    // One credit stands for one sale only.
    expect(
      proceedsErrors(
        [resale(5, 2, '40'), resale(6, 2, '40')],
        [sold(2, 2, '39', AT), sold(3, 2, '39', AT)],
        [credit('39', AT)],
        2,
      ).wrong,
    ).toEqual([
      'no credit of 39 USDT to the balance account at 2026-11-24T10:00:01.000Z for resale #6 of TSR-0002',
    ]);
    expect(proceedsErrors([resale(5, 2, null, 'open')], [sold(2, 2, '39', AT)], [], 2).wrong).toEqual([
      'the resale_sold message #2 of "Art 2" is of no resale of theirs with a winning bid',
    ]);
    expect(proceedsErrors([resale(5, 2, '40')], [], [credit('39', AT)], 2).wrong).toEqual([
      'resale #5 of TSR-0002 sold without a resale_sold message',
    ]);
  });
});

describe('ownedArtworks', () => {
  it("is the user's artworks and the items of the boxes they opened and still own", () => {
    const art = (code: string, ownerId: number | null) => ({ code, ownerId }) as NftArtwork;
    const box = (id: number, artwork: NftArtwork | null) =>
      ({ id, state: artwork === null ? 'unopened' : 'opened', artwork }) as BlindBox;
    const mine: MyNfts = {
      artworks: [art('TSR-0005', 7)],
      boxes: [box(1, art('TSR-B003', 7)), box(2, null), box(3, art('TSR-B001', 9))],
      deposits: [],
    };
    expect(ownedArtworks(mine, 7).map((artwork) => artwork.code)).toEqual(['TSR-0005', 'TSR-B003']);
  });
});
