export { createMessagesHandlers } from './handlers.js';
export { tellUser } from './tell.js';
