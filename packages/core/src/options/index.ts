export type { OptionSettlement } from './calculators.js';
export {
  OPTIONS_CALCULATOR_VERSION,
  OPTIONS_RATE_STEP,
  OPTIONS_STAKE_STEP,
  optionCloseTime,
  optionSecondsLeft,
  optionsExpectedReturn,
  optionsPayout,
} from './calculators.js';
export type { OptionSheetContext, OptionSheetEvent, OptionSheetInput, SubmitOptionInput } from './machine.js';
export { OPTION_RESULT_RETRY_MS, optionSheetMachine } from './machine.js';
export type {
  OptionDirection,
  OptionDraft,
  OptionDuration,
  OptionMarket,
  OptionOrder,
  OptionOrderState,
  OptionOutcome,
  OptionSettlementRecord,
  PayableCurrency,
  RecordedPrice,
} from './model.js';
export {
  OPTION_DIRECTION_NUMBERS,
  OPTIONS_PAGE_SIZE,
  OptionDirections,
  OptionOrderStates,
  OptionOutcomes,
} from './model.js';
export type { OptionsApi, OptionsOffer } from './port.js';
export type { OptionField, OptionForm, OptionOrderContext } from './rules.js';
export { validateOptionOrder } from './rules.js';
