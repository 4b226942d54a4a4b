/** Spec-level safety delays: a new address, or a changed password, holds withdrawals this long. */
export const WITHDRAWAL_HOLD_MS = 24 * 60 * 60 * 1000;

/**
 * When something that just changed stops holding withdrawals: 24 hours after `changedAt`. Used
 * for new withdrawal addresses and for login or payment password changes.
 *
 * @example holdEndsAt(new Date('2026-01-01T10:00:00Z')) // 2026-01-02T10:00:00.000Z
 */
export const holdEndsAt = (changedAt: Date): Date => new Date(changedAt.getTime() + WITHDRAWAL_HOLD_MS);

/** Whether a hold (an ISO time, or none) is still on at `now`. */
export const isHeld = ({ until, now }: { until: string | null; now: Date }): boolean =>
  until !== null && new Date(until).getTime() > now.getTime();
