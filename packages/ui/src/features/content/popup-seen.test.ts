import { popupDue } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { type KeyValue, POPUP_SEEN_KEY, readPopupSeen, writePopupSeen } from './popup-seen';

const memory = (initial: Record<string, string> = {}): KeyValue & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
};

describe('the pop-up seen on this device', () => {
  it('is shown once per version', () => {
    const storage = memory();
    const popup = { id: 3, version: 1 };
    expect(popupDue(popup, readPopupSeen(storage))).toBe(true);
    writePopupSeen(storage, popup);
    expect(popupDue(popup, readPopupSeen(storage))).toBe(false);
    expect(popupDue({ id: 3, version: 2 }, readPopupSeen(storage))).toBe(true);
    expect(popupDue({ id: 4, version: 1 }, readPopupSeen(storage))).toBe(true);
  });
  it('reads nothing from a damaged or foreign value', () => {
    for (const raw of ['', '{', 'null', '[]', '{"id":"3","version":1}', '{"id":3}', '{"id":1.5,"version":1}'])
      expect(readPopupSeen(memory({ [POPUP_SEEN_KEY]: raw })), raw).toBeNull();
  });
  it('survives a storage that throws', () => {
    const broken: KeyValue = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readPopupSeen(broken)).toBeNull();
    expect(() => writePopupSeen(broken, { id: 1, version: 1 })).not.toThrow();
  });
});
