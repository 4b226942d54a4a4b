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
