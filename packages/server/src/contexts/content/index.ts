export { createContentHandlers } from './handlers.js';
export { seedContent } from './seed.js';
