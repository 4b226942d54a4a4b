import type { Call, Page, PageQuery } from '@tessera/core';
import { type ComponentProps, useCallback, useEffect, useState } from 'react';
import { usePagedList } from '../../../app/paged';
import { useTessera } from '../../../app/services';
import { PagedList } from '../../../components/PagedList';
import { useWalletMoves } from '../../wallet/data';

type Tessera = ReturnType<typeof useTessera>;

/**
 * A product's orders of the user, newest first, page by page, started over on every `balances`
 * push (a purchase, a settlement, an allocation or a payment moves the balances): what the wealth
 * products' "my orders" pages show. `fetchPage` reads one page through the SDK.
 */
export const ProductOrders = <T,>({
  fetchPage,
  ...list
}: { fetchPage: (tessera: Tessera, query: PageQuery) => Call<Page<T>> } & Omit<
  ComponentProps<typeof PagedList<T>>,
  'view'
>) => {
  const tessera = useTessera();
  const [version, setVersion] = useState(0);
  useWalletMoves(() => setVersion((current) => current + 1));
  // `fetchPage` is read once: a page of the same list whatever renders it.
  const read = useCallback((query: PageQuery) => fetchPage(tessera, query), [tessera]);
  const view = usePagedList(read);
  const reload = view.reload;
  useEffect(() => {
    if (version > 0) reload();
  }, [version]);
  return <PagedList view={view} {...list} />;
};
