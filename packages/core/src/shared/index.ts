export { asFailure, errorOf, fromCall, notProvided, tapFailures } from './call.js';
export type { DecimalInput } from './decimal.js';
export { Decimal, decimal, parseDecimal } from './decimal.js';
export type { Call, Failure, FailureKind } from './failure.js';
export { Failures, failureMessage, isRetryable } from './failure.js';
export type { RelativeTime } from './format.js';
export {
  amountText,
  formatAmount,
  formatChangePercent,
  formatCompact,
  formatGrouped,
  formatPrice,
  formatRate,
  formatSignedAmount,
  formatValue,
  isValidAmountText,
  JUST_NOW_SECONDS,
  RELATIVE_DAYS_LIMIT,
  relativeTime,
} from './format.js';
export { canonicalJson, sha256Hex } from './hash.js';
export type { Loadable, LoadableValues } from './loadable.js';
export { combineLoadables, Loadables, latestValue } from './loadable.js';
export type { Credit } from './money.js';
export { amountOf, roundForCredit } from './money.js';
export type {
  OrderFormActor as TradeFormActor,
  OrderFormContext as TradeFormContext,
  OrderFormEvent as TradeFormEvent,
  PlaceInput as TradePlaceInput,
} from './order-form-machine.js';
export type { Page, PagedListContext, PagedListEvent, PageQuery } from './paging.js';
export { createPagedListMachine, DEFAULT_PAGE_SIZE } from './paging.js';
export type { Navigator, Notice, Notifier, Route, RouteName } from './ports.js';
export { Routes } from './ports.js';
export type { Storage } from './storage.js';
export { StorageKeys } from './storage.js';
export type { SubmitContext, SubmitEvent } from './submit.js';
export { submitMachine, submitMachineFor } from './submit.js';
export type { FieldErrors, ValidationError } from './validation.js';
export { collectFieldErrors, validationError } from './validation.js';
