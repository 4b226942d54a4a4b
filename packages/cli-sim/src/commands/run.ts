import { readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { expectations } from '../expectations/index.js';
import {
  colors,
  counted,
  type FileRun,
  formatDuration,
  formatSummary,
  jsonReport,
  junitReport,
  lineReporter,
  plain,
} from '../report.js';
import { runScenario, type StepReport } from '../runner.js';
import { openSession, remote, startEmbedded, type Target } from '../runtime/connect.js';
import { parseScenario, randomDigits, randomToken, type Scenario, seededDraw } from '../scenario/scenario.js';
import { stepKinds } from '../steps/index.js';
import { answerLine, type Command, ExitCode, type Io, readCommandLine } from './command.js';

/** How long one step may wait for the exchange before the run fails. */
export const DEFAULT_STEP_TIMEOUT_MS = 30_000;

const help = `Usage: tessera-sim run <scenario.yaml>... [options]

Plays scenarios through the Tessera SDK and its HTTP adapter, one file after another. Without
--server it starts an embedded server (random port, simulated clock, a database of its own copied
from one prepared on the first run) and stops it at the end.

Options:
  --server <url>         Play against this server (its origin, e.g. http://127.0.0.1:8080)
  --operator-key <key>   Operator key of that server, to read codes from its outbox and
                         advance its clock (default: $OPERATOR_KEY)
  --timeout <ms>         How long one step may wait (default ${DEFAULT_STEP_TIMEOUT_MS})
  --seed <text>          Draw \${random} and \${randomDigits} from this seed, so a run repeats
                         (each file draws its own from the seed and its name)
  --json                 Print the results as JSON on stdout (progress goes to stderr)
  --junit <file>         Also write the results as JUnit XML to <file>
  -h, --help             Show this help

Step kinds:
${stepKinds.map((kind) => `  ${kind.name.padEnd(13)} ${kind.summary}`).join('\n')}

Expectations (keys of an expect step):
${expectations.map((kind) => `  ${kind.name.padEnd(13)} ${kind.summary}`).join('\n')}

Exit status: 0 when every step of every file passed, 1 when a step or expectation failed (each
file stops at its first failure; the next file still runs), 2 when the command line or a
scenario is wrong (nothing runs).`;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const options = {
  server: { type: 'string' },
  'operator-key': { type: 'string' },
  timeout: { type: 'string' },
  seed: { type: 'string' },
  json: { type: 'boolean' },
  junit: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** A scenario file, read and checked. */
interface Loaded {
  readonly file: string;
  readonly scenario: Scenario;
}

/** Reads and checks every file before anything runs: a wrong one is a usage error, not a failure. */
const loadAll = async (
  files: readonly string[],
  io: Io,
  seed: string | undefined,
): Promise<E.Either<string, Loaded[]>> => {
  const loaded: Loaded[] = [];
  for (const [index, path] of files.entries()) {
    const file = resolve(io.cwd, path);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      return E.left(`tessera-sim run: cannot read ${file}: ${messageOf(error)}`);
    }
    const draw = seed === undefined ? undefined : seededDraw(`${seed}\u0000${index}\u0000${basename(file)}`);
    const scenario = parseScenario(text, {
      random: randomToken(8, draw),
      randomDigits: randomDigits(8, draw),
      env: io.env,
    });
    if (E.isLeft(scenario))
      return E.left(
        `✗ ${file} is not a valid scenario:\n${scenario.left.map((line) => `  ${line}`).join('\n')}`,
      );
    loaded.push({ file, scenario: scenario.right });
  }
  return E.right(loaded);
};

export const runCommand: Command = {
  name: 'run',
  summary: 'Play scenario files against an embedded server or --server URL',
  help,
  run: async (args, io) => {
    const read = readCommandLine(args, options);
    if (!('line' in read)) return answerLine('run', help, read, io);
    const { values, positionals } = read.line;
    if (positionals.length === 0) {
      io.stderr(`tessera-sim run: expected at least one scenario file\n\n${help}\n`);
      return ExitCode.usage;
    }
    const timeoutMs = values.timeout === undefined ? DEFAULT_STEP_TIMEOUT_MS : Number(values.timeout);
    if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) {
      io.stderr(
        `tessera-sim run: --timeout must be a positive number of milliseconds, got "${values.timeout}"\n`,
      );
      return ExitCode.usage;
    }
    const loaded = await loadAll(positionals, io, values.seed);
    if (E.isLeft(loaded)) {
      io.stderr(`${loaded.left}\n`);
      return ExitCode.usage;
    }

    // With --json, stdout carries the JSON alone and the progress goes to stderr.
    const progress = values.json ? io.stderr : io.stdout;
    const style = io.color ? colors : plain;
    let target: Target;
    if (values.server) {
      target = remote(values.server, values['operator-key'] ?? io.env.OPERATOR_KEY);
    } else {
      progress(style.dim('starting an embedded server…\n'));
      const starting = performance.now();
      try {
        target = await startEmbedded(io.env, () =>
          progress(style.dim('preparing its database once (migrations and a year of market history)…\n')),
        );
      } catch (error) {
        io.stderr(`✗ could not start the embedded server: ${messageOf(error)}\n`);
        return ExitCode.failed;
      }
      progress(style.dim(`started in ${formatDuration(performance.now() - starting)}\n`));
    }

    const runs: FileRun[] = [];
    try {
      for (const { file, scenario } of loaded.right) {
        const { name, description, steps } = scenario;
        progress(`${style.bold(name)}${description ? style.dim(` — ${description}`) : ''}\n`);
        progress(`${counted(steps.length, 'step')} against ${target.description}\n`);
        const session = openSession(target, timeoutMs);
        const reports: StepReport[] = [];
        const lines = lineReporter(progress, steps.length, style);
        try {
          const summary = await runScenario(scenario, session.ctx, {
            stepFinished: (report) => {
              reports.push(report);
              lines.stepFinished(report);
            },
          });
          progress(`${formatSummary(summary, style)}\n`);
          runs.push({ file, summary, titles: steps.map((step) => step.title), steps: reports });
        } finally {
          session.close();
        }
      }
    } finally {
      await target.close();
    }
    if (values.json) io.stdout(`${jsonReport(runs)}\n`);
    if (values.junit !== undefined) {
      const junit = resolve(io.cwd, values.junit);
      try {
        await writeFile(junit, junitReport(runs));
      } catch (error) {
        io.stderr(`tessera-sim run: cannot write ${junit}: ${messageOf(error)}\n`);
        return ExitCode.failed;
      }
    }
    const failed = runs.filter((run) => run.summary.failed !== undefined).length;
    if (runs.length > 1)
      progress(
        failed === 0
          ? style.green(`✓ all ${counted(runs.length, 'scenario')} passed\n`)
          : style.red(`✗ ${failed} of ${counted(runs.length, 'scenario')} failed\n`),
      );
    return failed === 0 ? ExitCode.ok : ExitCode.failed;
  },
};
