export { createNftHandlers } from './handlers.js';
export { listPlatformArtworks, settleDueNftSales } from './sales.js';
export { seedNftCatalogue } from './seed.js';
