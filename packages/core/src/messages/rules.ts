import * as E from '#fp-ts/Either.js';
import { type ValidationError, validationError } from '../shared/validation.js';
import type { ChatDraft, ChatOutgoing, SystemMessage, SystemMessageTopic } from './model.js';

/** Where in the app each topic's message leads: the page of what it is about. */
const TOPIC_PATHS: Readonly<Record<SystemMessageTopic, string>> = {
  deposit_credited: '/pages/fund/assets',
  withdrawal_completed: '/pages/fund/assets',
  withdrawal_rejected: '/pages/fund/assets',
  order_filled: '/pages/transaction/currency_order',
  position_liquidated: '/pages/transaction/contract_order',
  option_settled: '/pages/transaction/seconds_order',
  dual_settled: '/pages/invest/invest',
  loan_closed: '/pages/otc/otc',
  auction_won: '/pages/nft/myNft',
  copy_skipped: '/pages/copytrade/my',
  verification_approved: '/pages/setting/real',
  verification_rejected: '/pages/setting/real',
};

/**
 * The app page a message opens: the one of the product it is about.
 *
 * @example messagePath({ topic: 'auction_won' }) // '/pages/nft/myNft'
 */
export const messagePath = (message: Pick<SystemMessage, 'topic'>): string => TOPIC_PATHS[message.topic];

/** The longest message a user or support may write, in characters. */
export const CHAT_TEXT_MAX = 1000;

const UPLOAD_REFERENCE = /^upload:[0-9a-f]{32}$/;

/**
 * A message to customer service: text of at most `CHAT_TEXT_MAX` characters (trimmed), an image
 * uploaded for the chat, or both; never nothing.
 *
 * @example validateChatMessage({ text: '  Where is my deposit? ', image: null }) // right({ text: 'Where is my deposit?', image: null })
 * @example validateChatMessage({ text: ' ', image: null }) // left(MESSAGES.CHAT_EMPTY)
 */
export const validateChatMessage = (draft: ChatDraft): E.Either<ValidationError, ChatOutgoing> => {
  const text = draft.text.trim();
  const image = draft.image?.trim() || null;
  if (text === '' && image === null)
    return E.left(validationError('MESSAGES.CHAT_EMPTY', 'messages.chatEmpty'));
  if ([...text].length > CHAT_TEXT_MAX)
    return E.left(validationError('MESSAGES.CHAT_TOO_LONG', 'messages.chatTooLong', { max: CHAT_TEXT_MAX }));
  if (image !== null && !UPLOAD_REFERENCE.test(image))
    return E.left(validationError('MESSAGES.CHAT_IMAGE', 'messages.chatImage'));
  return E.right({ text: text === '' ? null : text, image });
};
