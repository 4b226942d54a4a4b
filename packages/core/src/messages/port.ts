import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { ChatHistory, ChatMessage, ChatOutgoing, SystemMessage, UnreadCounts } from './model.js';

/**
 * Which stretch of the conversation to read: the newest messages (neither bound), those before a
 * message (paging back) or those after one (catching up after a push or a reconnection).
 */
export type ChatQuery =
  | { readonly before?: undefined; readonly after?: undefined }
  | { readonly before: number; readonly after?: undefined }
  | { readonly after: number; readonly before?: undefined };

/**
 * What the message centre needs from the exchange (spec §7 `/mailMessage/getList`, and the
 * customer-service chat of `kefu/index`). `sendChat` takes a `requestId`, sent as the idempotency
 * key: a message re-sent after a lost answer is stored once.
 */
export interface MessagesApi {
  /** The user's system messages, newest first; `unread` only the unread ones. */
  list(query: PageQuery & { readonly unread?: boolean }): Call<Page<SystemMessage>>;
  /** Marks one message (or, none given, all) read: the counts after. */
  read(messageId?: number): Call<UnreadCounts>;
  unread(): Call<UnreadCounts>;
  /** A stretch of the conversation with customer service, oldest first. */
  chat(query: ChatQuery): Call<ChatHistory>;
  sendChat(message: ChatOutgoing, requestId: string): Call<ChatMessage>;
  /** Marks support's messages up to `upTo` read: the counts after. */
  readChat(upTo: number): Call<UnreadCounts>;
}
