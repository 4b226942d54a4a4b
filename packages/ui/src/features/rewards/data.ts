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
