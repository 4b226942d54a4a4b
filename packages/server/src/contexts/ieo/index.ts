export { allocateDueIeo, releaseUnlockedIeo } from './allocation.js';
export { createIeoHandlers, type IeoDeps } from './handlers.js';
export { ieoAnnouncer } from './projects.js';
