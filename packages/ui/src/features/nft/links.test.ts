import { describe, expect, it } from 'vitest';
import { drift, swell } from '../../testing/nft';
import {
  artistPath,
  artworkByIdPath,
  artworkPath,
  buyPath,
  collectionArtworksPath,
  marketPath,
  marketTabOf,
  minePath,
  mineTabOf,
  payPath,
  resellPath,
  searchPath,
} from './links';

describe('the marketplace’s links', () => {
  it('opens a video artwork on artworkDetail_video and every other one on artworkDetail', () => {
    expect(artworkPath(drift)).toBe('/pages/nft/artworkDetail_video?id=11');
    expect(artworkPath(swell)).toBe('/pages/nft/artworkDetail?id=1');
    expect(artworkByIdPath(11)).toBe('/pages/nft/artworkDetail?id=11');
  });

  it('names the artist, the purchase, the payment and the resale by their ids', () => {
    expect(artistPath(3)).toBe('/pages/nft/artistDetail?id=3');
    expect(buyPath(1)).toBe('/pages/nft/purchase_one?id=1');
    expect(payPath(2)).toBe('/pages/nft/purchase?order=2');
    expect(resellPath(1)).toBe('/pages/nft/resell?id=1');
  });

  it('opens the marketplace and My NFTs on their first view without a query, and reads any other back', () => {
    expect(marketPath()).toBe('/pages/nft/nft');
    expect(marketPath('boxes')).toBe('/pages/nft/nft?tab=boxes');
    expect(marketTabOf('auction')).toBe('auction');
    expect(marketTabOf('nonsense')).toBe('fixed');
    expect(marketTabOf(null)).toBe('fixed');
    expect(minePath()).toBe('/pages/nft/myNft');
    expect(minePath('messages')).toBe('/pages/nft/myNft?tab=messages');
    expect(mineTabOf('collected')).toBe('collected');
    expect(mineTabOf('x')).toBe('owned');
  });

  it('searches for the trimmed words, encoded, and lists a collection’s artworks', () => {
    expect(searchPath('  Tidal & co ')).toBe('/pages/nft/components/search?q=Tidal%20%26%20co');
    expect(searchPath('   ')).toBe('/pages/nft/components/search');
    expect(collectionArtworksPath(2)).toBe('/pages/nft/components/artwork?collection=2');
    expect(collectionArtworksPath()).toBe('/pages/nft/components/artwork');
  });
});
