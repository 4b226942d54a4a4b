export type { SystemMessage, SystemMessageFacts, SystemMessageTopic, UnreadCounts } from './model.js';
export { SystemMessageTopics } from './model.js';
export type { MessagesApi } from './port.js';
export { messagePath } from './rules.js';
