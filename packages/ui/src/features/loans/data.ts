import { type Api, useRemote } from '../../app/forms';

const loadContext = (api: Api) => api.loans.context();

/**
 * What an application is checked against: the user's standing (VIP level, market maker), the
 * desk's recorded prices and decimals, and what the balance account holds for the margin.
 */
export const useLoanContext = () => useRemote(loadContext);

const loadNewest = (api: Api) => api.loans.loans({ page: 1, limit: 1 });

/** The user's newest loan, the only one that can be open (one loan at a time), in a page of one. */
export const useNewestLoan = () => useRemote(loadNewest);
