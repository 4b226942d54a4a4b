import type { Reporter, RunSummary, StepReport } from './runner.js';

/** ANSI styles, or none when the output is not a terminal or `NO_COLOR` is set. */
export interface Style {
  green(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
}

const ansi = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

export const colors: Style = {
  green: ansi(32, 39),
  red: ansi(31, 39),
  yellow: ansi(33, 39),
  dim: ansi(2, 22),
  bold: ansi(1, 22),
};

const same = (text: string) => text;
export const plain: Style = { green: same, red: same, yellow: same, dim: same, bold: same };

export const formatDuration = (ms: number): string =>
  ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** `1 step`, `2 steps`: English count of a noun that takes an s. */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

const MARKS = { passed: '✓', tolerated: '✓', failed: '✗' } as const;

/** One line per step: mark, title, duration and detail; the failure message indented below. */
export const formatStep = (report: StepReport, total: number, style: Style): string => {
  const mark = report.status === 'failed' ? style.red(MARKS.failed) : style.green(MARKS[report.status]);
  const counter = style.dim(`${String(report.index + 1).padStart(String(total).length)}/${total}`);
  const detail = report.detail
    ? `  ${report.status === 'tolerated' ? style.yellow(report.detail) : style.dim(report.detail)}`
    : '';
  const line = `  ${mark} ${counter} ${report.step.title} ${style.dim(`(${formatDuration(report.durationMs)})`)}${detail}`;
  return report.message ? `${line}\n      ${style.red(report.message)}` : line;
};

export const formatSummary = (summary: RunSummary, style: Style): string => {
  const took = formatDuration(summary.durationMs);
  if (summary.failed === undefined) {
    const all = summary.total === 1 ? 'the only step' : `all ${counted(summary.total, 'step')}`;
    return style.green(`✓ ${summary.name}: ${all} passed in ${took}`);
  }
  const { index, step, message } = summary.failed;
  return style.red(
    `✗ ${summary.name}: failed at step ${index + 1}/${summary.total} (${step.title}) after ${summary.passed} passed, ${took}\n  ${message ?? ''}`,
  );
};

/** Writes progress line by line as steps finish. */
export const lineReporter = (write: (text: string) => void, total: number, style: Style): Reporter => ({
  stepFinished: (report) => write(`${formatStep(report, total, style)}\n`),
});

/** One scenario file's run, as the machine-readable reports give it. */
export interface FileRun {
  readonly file: string;
  readonly summary: RunSummary;
  /** Every step's title, in order, run or not. */
  readonly titles: readonly string[];
  /** The steps that ran, in order: all of them, or up to the one that failed. */
  readonly steps: readonly StepReport[];
}

/** The run as JSON (`--json`): per file its name, counts, duration and every step's outcome. */
export const jsonReport = (runs: readonly FileRun[]): string =>
  JSON.stringify(
    {
      ok: runs.every((run) => run.summary.failed === undefined),
      files: runs.map(({ file, summary, steps }) => ({
        file,
        name: summary.name,
        ok: summary.failed === undefined,
        total: summary.total,
        passed: summary.passed,
        durationMs: Math.round(summary.durationMs),
        steps: steps.map((step) => ({
          index: step.index + 1,
          title: step.step.title,
          status: step.status,
          durationMs: Math.round(step.durationMs),
          ...(step.detail === undefined ? {} : { detail: step.detail }),
          ...(step.message === undefined ? {} : { message: step.message }),
        })),
      })),
    },
    null,
    2,
  );

const xml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );
const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * The run as JUnit XML (`--junit FILE`), which CI servers show as tests: a suite per scenario
 * file, a test case per step; the steps after a failure are reported as skipped.
 */
export const junitReport = (runs: readonly FileRun[]): string => {
  const suites = runs.map((run) => {
    const { titles } = run;
    const cases = titles.map((title, index) => {
      const step = run.steps[index];
      const name = `${index + 1}. ${xml(title)}`;
      if (step === undefined)
        return `    <testcase name="${name}" classname="${xml(run.summary.name)}"><skipped/></testcase>`;
      const time = seconds(step.durationMs);
      return step.status === 'failed'
        ? `    <testcase name="${name}" classname="${xml(run.summary.name)}" time="${time}"><failure message="${xml(step.message ?? 'failed')}"/></testcase>`
        : `    <testcase name="${name}" classname="${xml(run.summary.name)}" time="${time}"/>`;
    });
    const failures = run.summary.failed === undefined ? 0 : 1;
    const skipped = titles.length - run.steps.length;
    return [
      `  <testsuite name="${xml(run.summary.name)}" file="${xml(run.file)}" tests="${titles.length}" failures="${failures}" skipped="${skipped}" time="${seconds(run.summary.durationMs)}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<testsuites>', ...suites, '</testsuites>', ''].join(
    '\n',
  );
};
