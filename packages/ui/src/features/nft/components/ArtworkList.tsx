import type { NftQuery, PageQuery } from '@tessera/core';
import { useCallback } from 'react';
import { usePagedList } from '../../../app/paged';
import { useTessera } from '../../../app/services';
import { PagedList } from '../../../components/PagedList';
import type { NftCurrency } from '../sales';
import { ArtworkCard } from './ArtworkCard';

/** What an artwork list is narrowed by: a sale kind, an artist, a collection, words. */
export type ArtworkFilter = Omit<NftQuery, 'page' | 'limit'>;

/**
 * The artworks `filter` names as the exchange orders them (on sale now first, then about to
 * start, then the rest), page by page, each a card with its sale at the exchange's `nowMs`.
 * `filter` must be stable (a memo or a module constant): another one starts the list over.
 */
export const ArtworkList = ({
  filter,
  currency,
  nowMs,
  emptyText,
  testId = 'nft-artworks',
}: {
  filter: ArtworkFilter;
  currency: NftCurrency;
  nowMs: number;
  emptyText: string;
  testId?: string;
}) => {
  const tessera = useTessera();
  const fetchPage = useCallback(
    (query: PageQuery) => tessera.api.nft.artworks({ ...query, ...filter }),
    [tessera, filter],
  );
  const list = usePagedList(fetchPage);
  return (
    <PagedList
      view={list}
      keyOf={(artwork) => artwork.id}
      renderItem={(artwork) => <ArtworkCard artwork={artwork} currency={currency} nowMs={nowMs} />}
      emptyText={emptyText}
      testId={testId}
    />
  );
};
