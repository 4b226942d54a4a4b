/** The chat's line icons, drawn like the app's others (`Svg`: 24×24, currentColor, hidden from readers). */
import { Svg } from '../../../components/Icons';

export const IconHeadset = () => (
  <Svg>
    <path d="M4 14v-2a8 8 0 0116 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
  </Svg>
);

export const IconSend = () => (
  <Svg>
    <path d="M4 12l16-8-6 16-2.5-6.5z" />
    <path d="M11.5 13.5L20 4" />
  </Svg>
);

export const IconImage = () => (
  <Svg>
    <rect x="3" y="4" width="18" height="16" rx="2.5" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M21 16l-5-5-9 9" />
  </Svg>
);

export const IconClose = () => (
  <Svg width="18" height="18">
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

/** One tick: sent. */
export const IconSent = () => (
  <Svg width="16" height="16">
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);

/** Two ticks: read. */
export const IconRead = () => (
  <Svg width="16" height="16">
    <path d="M2 12.5l4.5 4.5L16 7.5" />
    <path d="M11 16.5l.5.5L21 7.5" />
  </Svg>
);

export const IconRetry = () => (
  <Svg width="16" height="16">
    <path d="M20 12a8 8 0 11-2.3-5.6" />
    <path d="M20 4v5h-5" />
  </Svg>
);
