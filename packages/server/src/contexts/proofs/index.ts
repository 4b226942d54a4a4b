export { createProofsHandlers } from './handlers.js';
export { sealArchive } from './sealer.js';
