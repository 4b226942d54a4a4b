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
    return style.green(`✓ ${summary.name}: all ${summary.total} steps passed in ${took}`);
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
