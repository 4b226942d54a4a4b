import {
  type Language,
  type SystemMessage,
  type SystemMessageTopic,
  SystemMessageTopics,
} from '@tessera/core';
import { formatsFor } from '../../i18n';

/** The facts that are amounts, written as the screens write amounts in the reader's language. */
const AMOUNT_FACTS: ReadonlySet<string> = new Set(['amount', 'fee', 'lots', 'price', 'returned', 'profit']);

/** The facts that are points in time, written the reader's way. */
const TIME_FACTS: ReadonlySet<string> = new Set(['payBy']);

/** What a fact missing from a message reads as: the sentence keeps its shape. */
export const MISSING_FACT = '—';

/** The facts each topic's sentence names (`{{amount}}` …), as the products write them. */
export const TOPIC_FACTS: Readonly<Record<SystemMessageTopic, readonly string[]>> = {
  deposit_credited: ['amount', 'asset'],
  withdrawal_completed: ['amount', 'asset', 'fee', 'reference'],
  withdrawal_rejected: ['amount', 'asset', 'reason'],
  order_filled: ['symbol', 'side', 'amount', 'price'],
  position_liquidated: ['symbol', 'side', 'lots', 'price', 'returned', 'asset'],
  option_settled: ['symbol', 'profit', 'asset'],
  dual_settled: ['amount', 'asset'],
  loan_closed: ['amount', 'asset'],
  auction_won: ['artwork', 'amount', 'asset', 'payBy'],
  copy_skipped: ['trader', 'symbol', 'lots', 'reason'],
  verification_approved: ['level'],
  verification_rejected: ['level', 'reason'],
};

/** A message's words as keys and parameters: its title, its sentence and the sentence's facts. */
export interface MessageWording {
  readonly titleKey: string;
  readonly bodyKey: string;
  readonly params: Readonly<Record<string, string>>;
}

const isDecimal = (value: string): boolean => /^-?\d+(\.\d+)?$/.test(value);

/** One fact as the sentence shows it: amounts and times in the reader's way, the rest as is. */
const factText = (name: string, value: string | undefined, language: Language): string => {
  if (value === undefined || value === '') return MISSING_FACT;
  if (AMOUNT_FACTS.has(name) && isDecimal(value)) return formatsFor(language).amount(value);
  if (TIME_FACTS.has(name) && !Number.isNaN(Date.parse(value))) return formatsFor(language).dateTime(value);
  return value;
};

/**
 * How the message centre words a system message in the reader's language: the topic's title and
 * sentence (`messages.topics.<topic>.title|body`) with each fact the sentence names filled in.
 */
export const messageWording = (
  message: Pick<SystemMessage, 'topic' | 'facts'>,
  language: Language,
): MessageWording => ({
  titleKey: `messages.topics.${message.topic}.title`,
  bodyKey: `messages.topics.${message.topic}.body`,
  params: Object.fromEntries(
    TOPIC_FACTS[message.topic].map((name) => [name, factText(name, message.facts[name], language)]),
  ),
});

/** Every topic, for tests and the locale check. */
export const MESSAGE_TOPICS = SystemMessageTopics;

/** The badge on the message entry: nothing for none, the count up to 99, then "99+". */
export const badgeText = (count: number): string | undefined =>
  count <= 0 ? undefined : count > 99 ? '99+' : String(count);

/** The sides a message may name, each worded in `messages.sides`. */
const SIDES: ReadonlySet<string> = new Set(['buy', 'sell', 'long', 'short']);

/** A system message's title and sentence in the reader's language (`t` is the translator's). */
export const messageText = (
  t: (key: string, params?: Record<string, string>) => string,
  message: Pick<SystemMessage, 'topic' | 'facts'>,
  language: Language,
): { readonly title: string; readonly body: string } => {
  const { titleKey, bodyKey, params } = messageWording(message, language);
  const side = params.side;
  const worded =
    side !== undefined && SIDES.has(side) ? { ...params, side: t(`messages.sides.${side}`) } : params;
  return { title: t(titleKey), body: t(bodyKey, { ...worded }) };
};
