/**
 * The icons of the pages' menus and product grids (home, settings, security, wallet): out of
 * Icons.tsx, which the app shell loads on every route, so a route shows only the icons it draws.
 */
import { Svg } from './Icons';

export const IconUser = () => (
  <Svg>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.2-3.6 4.2-5.5 8-5.5s6.8 1.9 8 5.5" />
  </Svg>
);
export const IconSettings = () => (
  <Svg>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
  </Svg>
);
export const IconTools = () => (
  <Svg width="56" height="56" strokeWidth="1.4">
    <path d="M14.7 6.3a4 4 0 00-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 005.2-5.4l-2.6 2.6-2.4-.6-.6-2.4 2.6-2.6z" />
    <path d="M16 16l4 4" />
  </Svg>
);
export const IconDeposit = () => (
  <Svg>
    <path d="M12 3v12M7 10l5 5 5-5" />
    <path d="M4 17v3h16v-3" />
  </Svg>
);
export const IconFutures = () => (
  <Svg>
    <path d="M4 19V5M4 19h16" />
    <path d="M8 15v-4M12 15V8M16 15v-6" />
  </Svg>
);
export const IconCopy = () => (
  <Svg>
    <circle cx="9" cy="8" r="3" />
    <path d="M3 19c.8-3 3-4.5 6-4.5s5.2 1.5 6 4.5" />
    <path d="M16 5.5a3 3 0 010 5.5M18 14.8c1.5.6 2.5 2 3 4.2" />
  </Svg>
);
export const IconMining = () => (
  <Svg>
    <rect x="5" y="10" width="14" height="10" rx="2" />
    <path d="M8 10V7a4 4 0 018 0v3" />
    <path d="M12 14v2.5" />
  </Svg>
);
export const IconInvest = () => (
  <Svg>
    <path d="M12 21a8 8 0 100-16 8 8 0 000 16z" />
    <path d="M12 9v6M9.5 11.5L12 9l2.5 2.5" />
    <path d="M12 5V3" />
  </Svg>
);
export const IconRocket = () => (
  <Svg>
    <path d="M5 15c-1.5 1.5-2 4-2 6 2 0 4.5-.5 6-2" />
    <path d="M9 15l-3-3c1.5-4 5-8 11-9 0 0 .5 6.5-8 12z" />
    <circle cx="14.5" cy="8.5" r="1.5" />
  </Svg>
);
export const IconGem = () => (
  <Svg>
    <path d="M6 3h12l3 6-9 12L3 9z" />
    <path d="M3 9h18M12 21L8.5 9 10 3M12 21l3.5-12L14 3" />
  </Svg>
);
export const IconLoan = () => (
  <Svg>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6.5 9.5v.01M17.5 14.5v.01" />
  </Svg>
);
/** A die: the guess game. */
export const IconDice = () => (
  <Svg>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M8.5 8.5v.01M15.5 8.5v.01M12 12v.01M8.5 15.5v.01M15.5 15.5v.01" />
  </Svg>
);
export const IconShield = () => (
  <Svg width="20" height="20">
    <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
  </Svg>
);
export const IconIdCard = () => (
  <Svg width="20" height="20">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="11" r="2" />
    <path d="M6 16c.6-1.4 1.7-2 3-2s2.4.6 3 2M14.5 10h3.5M14.5 13.5h3.5" />
  </Svg>
);
export const IconGift = () => (
  <Svg width="20" height="20">
    <rect x="3" y="8" width="18" height="13" rx="1.5" />
    <path d="M12 8v13M3 12h18M12 8S10.5 3 8 4.5 9 8 12 8zm0 0s1.5-5 4-3.5S15 8 12 8z" />
  </Svg>
);
export const IconTicket = () => (
  <Svg width="20" height="20">
    <path d="M3 7a2 2 0 012-2h14a2 2 0 012 2v3a2 2 0 000 4v3a2 2 0 01-2 2H5a2 2 0 01-2-2v-3a2 2 0 000-4z" />
    <path d="M15 5.5v2M15 11v2M15 16.5v2" />
  </Svg>
);
/** A pair of scales: the proof of reserves, what the exchange owes weighed against what it holds. */
export const IconScales = () => (
  <Svg width="20" height="20">
    <path d="M12 4v16M8 20h8M5 7h14M12 4.5 5 7M12 4.5 19 7" />
    <path d="M5 7l-3 6a3 3 0 006 0zM19 7l-3 6a3 3 0 006 0z" />
  </Svg>
);
export const IconBell = () => (
  <Svg width="20" height="20">
    <path d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15z" />
    <path d="M10 20.5a2 2 0 004 0" />
  </Svg>
);
export const IconInfo = () => (
  <Svg width="20" height="20">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5v.01" />
  </Svg>
);
export const IconKey = () => (
  <Svg width="20" height="20">
    <circle cx="8" cy="15" r="4" />
    <path d="M11 12l9-9M16 7l3 3M14 9l2 2" />
  </Svg>
);
export const IconPhone = () => (
  <Svg width="20" height="20">
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M11 18.5h2" />
  </Svg>
);
export const IconMail = () => (
  <Svg width="20" height="20">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </Svg>
);
export const IconDevices = () => (
  <Svg width="20" height="20">
    <rect x="2.5" y="4" width="13" height="10" rx="1.5" />
    <path d="M5 18h8" />
    <rect x="16.5" y="8" width="5" height="11" rx="1.2" />
  </Svg>
);
export const IconFish = () => (
  <Svg width="20" height="20">
    <path d="M3 12c3-4.5 9-6 14 0-5 6-11 4.5-14 0zM17 12l4-3.5v7z" />
    <path d="M7.5 11.5v.01" />
  </Svg>
);
export const IconBank = () => (
  <Svg width="20" height="20">
    <path d="M3 9.5L12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18" />
  </Svg>
);
export const IconCoins = () => (
  <Svg width="20" height="20">
    <ellipse cx="9" cy="7" rx="6" ry="3" />
    <path d="M3 7v5c0 1.7 2.7 3 6 3s6-1.3 6-3V7" />
    <path d="M9 18c0 1.7 2.7 3 6 3s6-1.3 6-3v-5c0-1.7-2.7-3-6-3" />
  </Svg>
);
export const IconCurrency = () => (
  <Svg width="20" height="20">
    <circle cx="12" cy="12" r="9" />
    <path d="M15 9.5c-.5-1-1.6-1.5-3-1.5-1.7 0-3 .9-3 2s1.3 1.7 3 2 3 .9 3 2-1.3 2-3 2c-1.4 0-2.5-.5-3-1.5M12 6.5v11" />
  </Svg>
);
export const IconPlus = () => (
  <Svg width="20" height="20">
    <path d="M12 5v14M5 12h14" />
  </Svg>
);
/** Swaps two sides (accounts of a transfer, assets of a conversion): arrows up and down. */
export const IconSwap = () => (
  <Svg width="20" height="20">
    <path d="M8 4v15M4.5 7.5L8 4l3.5 3.5M16 20V5M12.5 16.5L16 20l3.5-3.5" />
  </Svg>
);
/** Records and the bill: a receipt. */
export const IconReceipt = () => (
  <Svg width="20" height="20">
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </Svg>
);
/** A money move that went through. */
export const IconDone = () => (
  <Svg width="40" height="40">
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </Svg>
);
/** Buy crypto: a card paying into a coin. */
export const IconBuyCrypto = () => (
  <Svg>
    <rect x="2.5" y="6" width="13" height="9" rx="1.5" />
    <path d="M2.5 9.5h13" />
    <circle cx="17.5" cy="16.5" r="4" />
    <path d="M17.5 14.8v3.4M15.8 16.5h3.4" />
  </Svg>
);
/** Copies a text to the clipboard: two sheets. */
export const IconClipboard = () => (
  <Svg width="20" height="20">
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 00-2-2H6a2 2 0 00-2 2v8a2 2 0 002 2h2" />
  </Svg>
);
