export {
  FIAT_SINGLE_LIMIT_USDT,
  fiatSingleLimit,
  WITHDRAWAL_LIMIT_24H_BTC,
  withdrawalAllowance,
} from './calculators.js';
