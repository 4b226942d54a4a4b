import { Paths } from '../../app/routes';

/** The withdrawal page for one coin (`coin` = coin id: an asset on one network), as the select page links it. */
export const withdrawPath = (coinId: number): string => `${Paths.withdraw}?coin=${coinId}`;

/** One asset's records (`coin` = the asset's id, `currency_id`). */
export const assetRecordsPath = (assetId: number): string => `${Paths.assetRecords}?coin=${assetId}`;

/** A positive whole number from a query parameter (an id), or undefined when it is not one. */
export const idParam = (value: string | null): number | undefined =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
