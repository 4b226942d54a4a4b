import type { SystemMessage, SystemMessageTopic } from './model.js';

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
