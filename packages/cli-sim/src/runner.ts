import type { SimContext } from './runtime/context.js';
import { describeFailure } from './runtime/failure.js';
import type { Scenario } from './scenario/scenario.js';
import type { PlannedStep, StepOutcome } from './steps/step.js';

/** How one step went, for the reporter. */
export interface StepReport {
  readonly index: number;
  readonly step: PlannedStep;
  /** `tolerated`: the action failed and the next step checks that failure. */
  readonly status: 'passed' | 'tolerated' | 'failed';
  readonly detail?: string;
  readonly message?: string;
  readonly durationMs: number;
}

export interface RunSummary {
  readonly name: string;
  readonly total: number;
  readonly passed: number;
  readonly failed?: StepReport;
  readonly durationMs: number;
}

/** Receives progress as it happens. */
export interface Reporter {
  stepStarted?(index: number, step: PlannedStep): void;
  stepFinished(report: StepReport): void;
}

const runSafely = async (step: PlannedStep, ctx: SimContext): Promise<StepOutcome> => {
  try {
    return await step.run(ctx);
  } catch (error) {
    // A timeout or a bug in a handler: report it on the step rather than crash the run.
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
};

/**
 * Plays the steps in order and stops at the first that fails. An action that fails with a failure
 * (not a timeout or a broken precondition) is tolerated when the next step checks it, which is how
 * a scenario says "this must be refused".
 */
export const runScenario = async (
  scenario: Scenario,
  ctx: SimContext,
  reporter: Reporter,
  now: () => number = () => performance.now(),
): Promise<RunSummary> => {
  const started = now();
  let passed = 0;
  for (const [index, step] of scenario.steps.entries()) {
    reporter.stepStarted?.(index, step);
    const stepStarted = now();
    const outcome = await runSafely(step, ctx);
    const durationMs = now() - stepStarted;
    if (step.role === 'action') ctx.lastFailure = outcome.ok ? null : (outcome.failure ?? null);
    const next = scenario.steps[index + 1];
    let report: StepReport;
    if (outcome.ok) {
      report = {
        index,
        step,
        status: 'passed',
        durationMs,
        ...(outcome.detail ? { detail: outcome.detail } : {}),
      };
    } else if (outcome.failure !== undefined && next?.checksPreviousFailure) {
      report = {
        index,
        step,
        status: 'tolerated',
        durationMs,
        detail: `failed: ${describeFailure(outcome.failure)}`,
      };
    } else {
      report = { index, step, status: 'failed', durationMs, message: outcome.message };
    }
    reporter.stepFinished(report);
    if (report.status === 'failed') {
      return {
        name: scenario.name,
        total: scenario.steps.length,
        passed,
        failed: report,
        durationMs: now() - started,
      };
    }
    passed += 1;
  }
  return { name: scenario.name, total: scenario.steps.length, passed, durationMs: now() - started };
};
