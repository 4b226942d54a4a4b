import { type Api, useRemote } from '../../app/forms';

const loadInvite = (api: Api) => api.rewards.invite();

/** The user's invitation code, how many registered with it and what its rebates earned by asset. */
export const useInvite = () => useRemote(loadInvite);

const loadStanding = (api: Api) => api.rewards.vip();

/** The level the daily review gave the user, their volume and holdings now, and the next step. */
export const useVipStanding = () => useRemote(loadStanding);

const loadTiers = (api: Api) => api.rewards.vipTiers();

/** The published VIP table (reference data), lowest level first. */
export const useVipTiers = () => useRemote(loadTiers);

/** How many usable coupons an order form reads: one page, as many as the exchange gives at once. */
const USABLE_COUPONS_READ = 50;

const loadUsableCoupons = (api: Api) =>
  api.rewards.coupons({ state: 'usable', page: 1, limit: USABLE_COUPONS_READ });

/** The user's usable coupons, the soonest to expire first: what the order forms may offer. */
export const useUsableCoupons = () => useRemote(loadUsableCoupons);
