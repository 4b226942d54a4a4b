/** Spec §9: a toast stays this long. */
export const TOAST_MS = 1500;
/** Spec §2: a lazily loaded page shows its loading placeholder only after this delay. */
export const PAGE_LOAD_DELAY_MS = 200;
/** Spec §2: a page chunk that has not arrived after this long counts as failed. */
export const PAGE_LOAD_TIMEOUT_MS = 60_000;
/** The start of the app's keys in localStorage (core's storage port over `browserStorage`). */
export const STORAGE_PREFIX = 'tessera:';
/** The dialing code the mobile forms start from (+1) until the user picks or types another. */
export const DEFAULT_AREA_CODE = '1';
