/**
 * @tessera/cli-sim: scripted flows against a Tessera exchange. The `tessera-sim` binary is
 * `main.ts`; this face is for tests and for tools that run scenarios in-process.
 */
export { commands, runCli, VERSION } from './cli.js';
export type { Command, Io } from './commands/command.js';
export { ExitCode } from './commands/command.js';
export type { Check, CheckResult, ExpectationDecoder, ExpectationKind } from './expectations/index.js';
export { defineExpectation, expectations, holds, mismatch } from './expectations/index.js';
export type { Reporter, RunSummary, StepReport } from './runner.js';
export { runScenario } from './runner.js';
export type {
  ArticleState,
  ArticleTerms,
  ArticleText,
  CopyTraderRef,
  KycDecision,
  KycSubmission,
  ListedQuickBuy,
  ManagedArticle,
  MobileNumber,
  Operator,
  OperatorQuickBuy,
  OutboxMessage,
  RealType,
  SimContext,
} from './runtime/context.js';
export type { SimFailure } from './runtime/failure.js';
export type { LoadOptions, Scenario } from './scenario/scenario.js';
export { parseScenario, randomDigits, randomToken } from './scenario/scenario.js';
export type { PlannedStep, StepDecoder, StepKind, StepOutcome, StepRole } from './steps/index.js';
export { defineStep, failed, passed, stepKinds } from './steps/index.js';
