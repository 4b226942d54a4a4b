import type { Call } from '../shared/failure.js';
import type { Page, PageQuery } from '../shared/paging.js';
import type { SystemMessage, UnreadCounts } from './model.js';

/** What the message centre needs from the exchange (spec §7 `/mailMessage/getList`). */
export interface MessagesApi {
  /** The user's system messages, newest first; `unread` only the unread ones. */
  list(query: PageQuery & { readonly unread?: boolean }): Call<Page<SystemMessage>>;
  /** Marks one message (or, none given, all) read: the counts after. */
  read(messageId?: number): Call<UnreadCounts>;
  unread(): Call<UnreadCounts>;
}
