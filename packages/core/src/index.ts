/**
 * @tessera/core: the framework-free domain of the Tessera exchange app. Each bounded context
 * exports its public face here; `createTessera(ports)` wires them for a front end.
 */
export * from './i18n/index.js';
export * from './market/index.js';
export * from './session/index.js';
export * from './shared/index.js';
export { createTessera } from './tessera.js';
export type { Tessera, TesseraApi, TesseraPorts } from './tessera.js';
