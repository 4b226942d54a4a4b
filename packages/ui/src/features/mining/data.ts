import { type Api, useRemote } from '../../app/forms';

const loadPlans = (api: Api) => api.mining.plans();

/** The published plans (reference data). */
export const useMiningPlans = () => useRemote(loadPlans);
