/**
 * The auction deposits paid on this device while the app runs, by user: the exchange lists no
 * deposits, and a deposit with no bid yet shows nowhere else. Lost on a reload, when the exchange's
 * "already paid" answer to a second deposit tells the page instead.
 */
const paid = new Map<number, Set<number>>();

/** Notes that `userId` has paid the deposit of `listingId`. */
export const rememberDeposit = (userId: number, listingId: number): void => {
  const listings = paid.get(userId) ?? new Set<number>();
  listings.add(listingId);
  paid.set(userId, listings);
};

/** The listings whose deposit `userId` paid on this device. */
export const depositsPaidHere = (userId: number): ReadonlySet<number> => paid.get(userId) ?? new Set();
