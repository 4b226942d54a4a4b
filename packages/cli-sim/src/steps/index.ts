import { advance } from './advance.js';
import { setAntiPhishingCode } from './anti-phishing.js';
import { bindEmail } from './bind-email.js';
import { bindMobile } from './bind-mobile.js';
import { cancel } from './cancel.js';
import { chat } from './chat.js';
import { convert } from './convert.js';
import { becomeTrader, follow, selfHold, unfollow } from './copytrading.js';
import { coupon } from './coupons.js';
import { deposit } from './deposit.js';
import { signOutOtherDevices } from './devices.js';
import { invest } from './dual.js';
import { expect } from './expect.js';
import { guess } from './guess.js';
import { subscribe } from './ieo.js';
import { borrow, cancelLoan, repayLoan } from './loans.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { readMessages } from './messages.js';
import { mine, redeem } from './mining.js';
import { blindBox, nftBid, nftBuy, nftDeposit, nftPay, nftResell } from './nft.js';
import { operator } from './operator.js';
import { option } from './option.js';
import { order } from './order.js';
import { closePositions, position } from './position.js';
import { buy, sendProof } from './quickbuy.js';
import { register } from './register.js';
import { sendCode } from './send-code.js';
import type { StepDecoder } from './step.js';
import { transfer } from './transfer.js';
import { twoFactor } from './two-factor.js';
import { verify } from './verify.js';
import { verifyBasic } from './verify-basic.js';
import { wait } from './wait.js';

/** Every step kind a scenario can use. Later contexts add theirs here (deposit, trade, settle, …). */
export const stepKinds: readonly StepDecoder[] = [
  register,
  login,
  logout,
  sendCode,
  bindMobile,
  bindEmail,
  setAntiPhishingCode,
  signOutOtherDevices,
  twoFactor,
  verifyBasic,
  operator,
  deposit,
  transfer,
  convert,
  order,
  cancel,
  option,
  position,
  closePositions,
  mine,
  redeem,
  invest,
  subscribe,
  buy,
  sendProof,
  borrow,
  repayLoan,
  cancelLoan,
  guess,
  becomeTrader,
  follow,
  unfollow,
  selfHold,
  nftBuy,
  nftDeposit,
  nftBid,
  nftPay,
  nftResell,
  blindBox,
  readMessages,
  chat,
  coupon,
  verify,
  advance,
  expect,
  wait,
];

export type { PlannedStep, StepDecoder, StepKind, StepOutcome, StepRole } from './step.js';
export { defineStep, failed, passed } from './step.js';
