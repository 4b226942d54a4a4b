import { type Api, useRemote } from '../../app/forms';

const loadOffer = (api: Api) => api.quickBuy.offer();

/** What the purchase sheet offers this user: countries, currencies, methods, the minimum and their limit. */
export const useQuickBuyOffer = () => useRemote(loadOffer);

/** One of the user's orders by its id, with the account to pay into and where it stands. */
export const useQuickBuyOrder = (orderId: number) => useRemote((api: Api) => api.quickBuy.order(orderId));
