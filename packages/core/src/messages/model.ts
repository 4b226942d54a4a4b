/**
 * What the products tell a user in the message centre's system tab (spec §2 mailMessage): each
 * written by the product in the transaction of what it tells, in no language (the app words it
 * from the topic and its facts in the reader's language), read or unread.
 */
export const SystemMessageTopics = [
  'deposit_credited',
  'withdrawal_completed',
  'withdrawal_rejected',
  'order_filled',
  'position_liquidated',
  'option_settled',
  'dual_settled',
  'loan_closed',
  'auction_won',
  'copy_skipped',
  'verification_approved',
  'verification_rejected',
] as const;
export type SystemMessageTopic = (typeof SystemMessageTopics)[number];

/**
 * The facts a message words: amounts stay decimal strings, exactly as the ledger has them; `ref`
 * names the order, position or item the message is about, for the app to link to.
 */
export type SystemMessageFacts = Readonly<Record<string, string>>;

export interface SystemMessage {
  readonly id: number;
  readonly topic: SystemMessageTopic;
  readonly facts: SystemMessageFacts;
  readonly read: boolean;
  /** ISO 8601 UTC. */
  readonly at: string;
}

/** What the tab bar counts: unread system messages and unread customer-service replies. */
export interface UnreadCounts {
  readonly system: number;
  readonly service: number;
}

/** Who wrote a customer-service message (spec §2 `kefu/index`, `kf/kf`): the user, or support. */
export const ChatAuthors = ['user', 'support'] as const;
export type ChatAuthor = (typeof ChatAuthors)[number];

/**
 * One message of the user's conversation with customer service: text, an image, or both.
 * `read` is whether the one it was written to has read it (support for the user's, the user for
 * support's); ids grow in the order the exchange stored the messages.
 */
export interface ChatMessage {
  readonly id: number;
  readonly from: ChatAuthor;
  readonly text: string | null;
  /** Where the image is shown (only to its user and to support), or null. */
  readonly image: string | null;
  readonly read: boolean;
  /** ISO 8601 UTC. */
  readonly at: string;
}

/** What the user writes: text, and the reference of an image uploaded for the chat (`upload:<id>`). */
export interface ChatDraft {
  readonly text: string;
  readonly image: string | null;
}

/** A checked draft: the text trimmed (null when only an image goes). */
export interface ChatOutgoing {
  readonly text: string | null;
  readonly image: string | null;
}

/**
 * A stretch of the conversation, oldest first; whether older messages exist before it, and whether
 * more came after it than one answer holds.
 */
export interface ChatHistory {
  readonly messages: readonly ChatMessage[];
  readonly hasOlder: boolean;
  readonly hasNewer: boolean;
}
