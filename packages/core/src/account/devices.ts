/** What a session's User-Agent says about the device, as short labels (never the header itself). */
export interface DeviceDescription {
  /** `Chrome`, `Safari`, `Firefox`…; an unknown client's own product name; null when there is none. */
  readonly browser: string | null;
  /** `Android`, `iPhone`, `Windows`, `macOS`…; null when the header does not say. */
  readonly os: string | null;
}

/** The longest label kept: a User-Agent is the client's to write, the database's columns are bounded. */
export const DEVICE_LABEL_MAX = 40;

/** Only this much of a header is read: the names sit at its start, and the patterns stay cheap. */
const READ_AT_MOST = 512;

/** Checked in this order: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(?:Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Checked in this order: Android and ChromeOS also say "Linux", an iPhone also says "Mac OS X". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** A client that is no browser (a script, a bot) is named by its first product token: `curl`, `node`. */
const PRODUCT = /^([A-Za-z][A-Za-z0-9._-]*)\//;

/**
 * The browser and system a User-Agent names, for the list of signed-in devices ("Chrome on
 * Android"). Only known names come out, or an unknown client's product token cut to
 * `DEVICE_LABEL_MAX` letters, digits, dots, dashes and underscores: nothing the client wrote
 * reaches the list unchecked.
 *
 * @example describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')
 * // { browser: 'Chrome', os: 'Android' }
 */
export const describeUserAgent = (userAgent: string | null | undefined): DeviceDescription => {
  const header = (userAgent ?? '').slice(0, READ_AT_MOST);
  const browser =
    BROWSERS.find(([pattern]) => pattern.test(header))?.[1] ??
    PRODUCT.exec(header.trim())?.[1]?.slice(0, DEVICE_LABEL_MAX) ??
    null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(header))?.[1] ?? null;
  // A bare "Mozilla/5.0" names no browser: it is what every browser says first.
  return { browser: browser === 'Mozilla' ? null : browser, os };
};

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The eight groups of an IPv6 address written with or without `::`, or undefined. */
const ipv6Groups = (address: string): string[] | undefined => {
  if (!/^[0-9A-Fa-f:]+$/.test(address)) return undefined;
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const split = (part: string | undefined) => (part === undefined || part === '' ? [] : part.split(':'));
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  return groups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))
    ? groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    : undefined;
};

/**
 * A client address as the session list shows it: enough to tell one network from another, not
 * enough to locate a person. IPv4 keeps its first three numbers (`203.0.113.*`), IPv6 its first
 * three groups, the /48 a site is given (`2001:db8:85a3:*`); anything else is `*`.
 *
 * @example maskIpAddress('203.0.113.42') // '203.0.113.*'
 * @example maskIpAddress('::ffff:10.1.2.3') // '10.1.2.*'
 */
export const maskIpAddress = (address: string): string => {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const v4 = IPV4.exec(plain);
  if (v4 !== null) {
    const parts = v4.slice(1, 5).map(Number);
    return parts.every((part) => part <= 255) ? `${parts[0]}.${parts[1]}.${parts[2]}.*` : '*';
  }
  const groups = ipv6Groups(plain);
  return groups === undefined ? '*' : `${groups.slice(0, 3).join(':')}:*`;
};
