import type { DualProduct } from '@tessera/core';
import { Paths } from '../../app/routes';
import { idParam } from '../wallet/links';

/** The purchase page of one product: `product` is the product's id (the spec's `id`). */
export const investPurchasePath = (productId: number): string =>
  `${Paths.investPurchase}?product=${productId}`;

/** The product the purchase page's `?product=` names among those offered; undefined when it names none. */
export const productNamed = (
  products: readonly DualProduct[],
  param: string | null,
): DualProduct | undefined => {
  const id = idParam(param);
  return products.find((product) => product.id === id);
};
