import { type Api, useRemote } from '../../app/forms';

const loadProducts = (api: Api) => api.dual.products();

/** The products open for subscription today (sold-out ones too, until their day ends). */
export const useDualProducts = () => useRemote(loadProducts);
