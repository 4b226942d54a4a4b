import type { Article } from '@tessera/core';
import { STORAGE_PREFIX } from '../../app/constants';

/** The pop-up version this device has seen (spec: once per version), as core's `popupDue` reads it. */
export interface PopupSeen {
  readonly id: number;
  readonly version: number;
}

/** Where it is kept: beside the app's other persisted keys in localStorage. */
export const POPUP_SEEN_KEY = `${STORAGE_PREFIX}popupSeen`;

/** The part of `localStorage` this needs (a fake in tests). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The version seen, or null when none is kept, it does not parse, or storage cannot be read. */
export const readPopupSeen = (storage: KeyValue): PopupSeen | null => {
  try {
    const raw = storage.getItem(POPUP_SEEN_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('id' in value) || !('version' in value)) return null;
    return isWhole(value.id) && isWhole(value.version) ? { id: value.id, version: value.version } : null;
  } catch {
    return null;
  }
};

/** Records that `popup`'s version was seen; a storage that cannot be written shows it again next time. */
export const writePopupSeen = (storage: KeyValue, popup: Pick<Article, 'id' | 'version'>): void => {
  try {
    storage.setItem(POPUP_SEEN_KEY, JSON.stringify({ id: popup.id, version: popup.version }));
  } catch {
    // Private modes refuse writes: the pop-up then shows once per visit, which is harmless.
  }
};
