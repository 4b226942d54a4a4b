import type { Summaries } from '../endpoint.js';
import type { copyTradingEndpoints } from './copytrading.js';

/** What each copy-trading call does, in the words of the OpenAPI document (see `../docs.ts`). */
export const copyTradingSummaries = {
  copyTraders:
    'The traders anyone may follow, best return first, each with a record the exchange computes every hour from their recorded, closed futures positions only (core’s `copyTraderStats`: return on margin, win rate, maximum drawdown), their followers and the margin of their followers’ open copies. No call edits a record; 10 a page.',
  copyTrader: 'One trader and their record.',
  copyTraderHistory:
    'A trader’s own futures positions (not the copies they hold), newest first, with the recorded ticks each opened and closed at: what their record is computed from; 10 a page.',
  followTrader:
    'Follow a trader, having accepted the follow agreement (`agreement_accepted`). `type` 1 copies a fixed multiple (`number`) of the trader’s lots, 2 fixed lots (`number`), from 0.01 to 100 with two decimals at most. From then on, when the trader opens a futures position a copy opens in your margin account at the same recorded price, side and multiple with core’s `copyLots` (rounded half up to two decimals), or is skipped, and recorded with the reason, when the market does not take those lots or your margin does not cover them; when the trader closes, open copies close at the same tick.',
  cancelFollow:
    'Stop following the trader `follow_user_id`. Copies already open stay open and still close with the trader’s position (take one over with `/follow/selfHolding`).',
  myFollows: 'Your follows, those in force first.',
  myCopies:
    'Your copies, newest first: open, closed with the trader, self-held or skipped (with the reason); `current` only the open ones, `trader_user_id` one trader’s; 10 a page.',
  selfHoldCopy:
    'Take one open copy (`transaction_id`) over as your own position: it stays open, stops mirroring the trader, and closes only when you or its own liquidation price close it.',
  becomeTrader:
    'Become a trader others may follow, under a public `nickname` (2–20 letters, digits, spaces, `_`, `-` or `.`), having accepted the trader terms (`terms_accepted`) and passed identity verification. Your futures positions from then on are copied to your followers, and your record is public.',
} as const satisfies Summaries<typeof copyTradingEndpoints>;
