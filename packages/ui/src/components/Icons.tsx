/** Line icons drawn for the app (24×24, currentColor), so no icon font or image request is needed. */
import type { SVGProps } from 'react';

export const Svg = ({ children, ...props }: SVGProps<SVGSVGElement>) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const IconBack = () => (
  <Svg>
    <path d="M15 5l-7 7 7 7" />
  </Svg>
);
export const IconChevron = () => (
  <Svg width="18" height="18">
    <path d="M9 5l7 7-7 7" />
  </Svg>
);
export const IconCheck = () => (
  <Svg>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
export const IconGlobe = () => (
  <Svg>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
  </Svg>
);
export const IconEye = ({ open }: { open: boolean }) => (
  <Svg width="20" height="20">
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {open ? null : <path d="M3 3l18 18" />}
  </Svg>
);
export const IconSearch = () => (
  <Svg width="20" height="20">
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Svg>
);
/** A five-pointed star, filled when `on` (a favourite market). */
export const IconStar = ({ on }: { on: boolean }) => (
  <Svg width="20" height="20" fill={on ? 'currentColor' : 'none'}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Svg>
);
export const IconCloudOff = () => (
  <Svg width="56" height="56" strokeWidth="1.4">
    <path d="M3 3l18 18" />
    <path d="M8.5 6.3A6 6 0 0117.7 10h.3a4 4 0 013 6.6M17 18H7a5 5 0 01-2.4-9.4" />
  </Svg>
);
export const IconInbox = () => (
  <Svg width="48" height="48" strokeWidth="1.4">
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5.5 5h13L21 13v6H3v-6z" />
  </Svg>
);

/* Tab bar icons. */
export const IconHome = () => (
  <Svg>
    <path d="M3 10.5L12 3l9 7.5V20a1 1 0 01-1 1h-5v-6H9v6H4a1 1 0 01-1-1z" />
  </Svg>
);
export const IconMarket = () => (
  <Svg>
    <path d="M3 17l5-5 4 4 8-8" />
    <path d="M15 8h5v5" />
  </Svg>
);
export const IconTrade = () => (
  <Svg>
    <path d="M7 4v16M7 4L3.5 7.5M7 4l3.5 3.5M17 20V4m0 16l-3.5-3.5M17 20l3.5-3.5" />
  </Svg>
);
export const IconFinance = () => (
  <Svg>
    <path d="M12 3v18M16.5 7H10a3 3 0 000 6h4a3 3 0 010 6H7" />
  </Svg>
);
export const IconWallet = () => (
  <Svg>
    <path d="M3 7a2 2 0 012-2h13v4" />
    <path d="M3 7v11a2 2 0 002 2h15V9H5a2 2 0 01-2-2z" />
    <circle cx="16" cy="14.5" r="1.2" fill="currentColor" stroke="none" />
  </Svg>
);

/* Home quick entries. */
export const IconLock = () => (
  <Svg width="48" height="48" strokeWidth="1.5">
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 018 0v3" />
  </Svg>
);
