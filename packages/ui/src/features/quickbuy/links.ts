import { Paths } from '../../app/routes';
import { idParam } from '../wallet/links';

/** One order's page: `id` is the order's id (what `/buy/order/detail` takes). */
export const quickBuyOrderPath = (orderId: number): string => `${Paths.quickBuyOrder}?id=${orderId}`;

/** The order id the order page's `?id=` names; undefined when it names none. */
export const orderIdOf = (param: string | null): number | undefined => idParam(param);
