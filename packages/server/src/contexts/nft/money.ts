import { Decimal, NFT_CALCULATOR_VERSION, type NftMessageKind, nftSaleProceeds } from '@tessera/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type AccountRef, balanceAccount, move, type Posting, postJournal } from '../wallet/index.js';
import { NFT_DECIMALS } from './catalogue.js';
import type { ListingRow } from './wire.js';

/** The marketplace's own account: its sales' proceeds, and deposits kept from winners who did not pay. */
export const nftHouse = (asset: string): AccountRef => ({ platform: 'nft', asset });
const fees = (asset: string): AccountRef => ({ platform: 'fees', asset });

/** A marketplace message to a user, in the transaction of what it tells. */
export const tell = (
  trx: Transaction<Database>,
  message: { userId: number; kind: NftMessageKind; artworkId: string; amount?: Decimal; at: Date },
) =>
  trx
    .insertInto('nft_messages')
    .values({
      user_id: message.userId,
      kind: message.kind,
      artwork_id: message.artworkId,
      amount: message.amount?.toFixed() ?? null,
      at: message.at,
    })
    .execute();

/**
 * A listing sold to `buyerId` at `price`, paid from their available balance: the price to the
 * platform, or for a resale to the seller less the fee (core's `nftSaleProceeds`); the artwork
 * becomes the buyer's; the listing keeps the price, fee and calculator version, and the sale is
 * archived (`nft_sale:<listing>`, core's `recomputeSettlement`). `InsufficientFunds`
 * rolls the caller's transaction back when the balance does not cover it.
 */
export const sellListing = async (
  trx: Transaction<Database>,
  listing: ListingRow,
  buyerId: number,
  price: Decimal,
  reason: 'nft_purchase' | 'nft_payment',
  now: Date,
) => {
  const proceeds = nftSaleProceeds({ price, resale: listing.seller_id !== null, decimals: NFT_DECIMALS });
  const postings: Posting[] = [
    { account: balanceAccount(buyerId, listing.asset), amount: price.negated() },
    listing.seller_id === null
      ? { account: nftHouse(listing.asset), amount: proceeds.seller }
      : { account: balanceAccount(listing.seller_id, listing.asset), amount: proceeds.seller },
  ];
  if (!proceeds.fee.isZero()) postings.push({ account: fees(listing.asset), amount: proceeds.fee });
  await postJournal(
    trx,
    { reason, ref: { type: 'nft_listing', id: listing.id }, user: buyerId, postings },
    now,
  );
  await trx
    .updateTable('nft_artworks')
    .set({ owner_id: buyerId })
    .where('id', '=', listing.artwork_id)
    .execute();
  const sold = await trx
    .updateTable('nft_listings')
    .set({
      state: 'sold',
      buyer_id: buyerId,
      sold_price: price.toFixed(),
      fee: proceeds.fee.toFixed(),
      calculator_version: NFT_CALCULATOR_VERSION,
      ended_at: now,
    })
    .where('id', '=', listing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('settlement_archive')
    .values({
      product: 'nft',
      ref: `nft_sale:${listing.id}`,
      calculator_version: NFT_CALCULATOR_VERSION,
      inputs: {
        kind: 'sale',
        artwork: String(listing.artwork_id),
        asset: listing.asset,
        price: price.toFixed(),
        resale: String(listing.seller_id !== null),
        decimals: String(NFT_DECIMALS),
      },
      result: { seller: proceeds.seller.toFixed(), fee: proceeds.fee.toFixed() },
      at: now,
    })
    .execute();
  if (listing.seller_id !== null)
    await tell(trx, {
      userId: listing.seller_id,
      kind: 'resale_sold',
      artworkId: listing.artwork_id,
      amount: proceeds.seller,
      at: now,
    });
  return sold;
};

/** A held deposit back to its bidder's available balance. */
export const refundDeposit = async (
  trx: Transaction<Database>,
  deposit: { listing_id: string; user_id: number; amount: string },
  asset: string,
  now: Date,
) => {
  const account = balanceAccount(deposit.user_id, asset);
  await postJournal(
    trx,
    {
      reason: 'nft_deposit_refund',
      ref: { type: 'nft_listing', id: deposit.listing_id },
      user: null,
      postings: move(account, account, new Decimal(deposit.amount), { from: 'frozen' }),
    },
    now,
  );
  await trx
    .updateTable('nft_deposits')
    .set({ state: 'refunded', settled_at: now })
    .where('listing_id', '=', deposit.listing_id)
    .where('user_id', '=', deposit.user_id)
    .execute();
};
