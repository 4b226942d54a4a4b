export { mergeChat, newestChatId, newestUnreadReply, withRepliesRead } from './calculators.js';
export type { ChatContext, ChatEvent, PendingChatMessage } from './machine.js';
export { CHAT_RETRY_MS, chatMachine } from './machine.js';
export type {
  ChatAuthor,
  ChatDraft,
  ChatHistory,
  ChatMessage,
  ChatOutgoing,
  SystemMessage,
  SystemMessageFacts,
  SystemMessageTopic,
  UnreadCounts,
} from './model.js';
export { ChatAuthors, SystemMessageTopics } from './model.js';
export type { ChatQuery, MessagesApi } from './port.js';
export { CHAT_TEXT_MAX, messagePath, validateChatMessage } from './rules.js';
