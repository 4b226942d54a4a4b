import type { DeviceSession } from '@tessera/core';
import type { TFunction } from '../i18n/translator';

/**
 * A signed-in device as the Devices page names it: "Chrome on Android" in the user's language, or
 * whichever of the two is known, or "Unknown device". Browser and system names are product names,
 * shown as the server's labels give them.
 */
export const deviceName = (t: TFunction, session: Pick<DeviceSession, 'browser' | 'os'>): string => {
  const { browser, os } = session;
  if (browser !== null && os !== null) return t('security.deviceOn', { browser, os });
  return browser ?? os ?? t('security.unknownDevice');
};
