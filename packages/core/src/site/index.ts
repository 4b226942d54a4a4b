export type { ClockMode, SiteConfig } from './model.js';
export { ClockModes } from './model.js';
export type { SiteApi } from './port.js';
