/**
 * Node-only adapters, kept out of the main entry so browser bundles never see `node:fs`.
 *
 * @module @tessera/http-adapter/node
 */
export { fileStorage } from './file-storage.js';
