export { CHAT_RATE, createChatHandlers } from './chat.js';
export { createMessagesHandlers } from './handlers.js';
export { tellUser } from './tell.js';
