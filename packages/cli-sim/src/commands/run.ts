import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as E from 'fp-ts/lib/Either.js';
import { expectations } from '../expectations/index.js';
import { colors, formatDuration, formatSummary, lineReporter, plain } from '../report.js';
import { runScenario } from '../runner.js';
import { openSession, remote, startEmbedded, type Target } from '../runtime/connect.js';
import { parseScenario, randomDigits, randomToken } from '../scenario/scenario.js';
import { stepKinds } from '../steps/index.js';
import { type Command, ExitCode } from './command.js';

/** How long one step may wait for the exchange before the run fails. */
export const DEFAULT_STEP_TIMEOUT_MS = 30_000;

const help = `Usage: tessera-sim run <scenario.yaml> [options]

Plays a scenario through the Tessera SDK and its HTTP adapter. Without --server it starts an
embedded server (random port, in-memory database, simulated clock) and stops it at the end.

Options:
  --server <url>         Play against this server (its origin, e.g. http://127.0.0.1:8080)
  --operator-key <key>   Operator key of that server, to read codes from its outbox and
                         advance its clock (default: $OPERATOR_KEY)
  --timeout <ms>         How long one step may wait (default ${DEFAULT_STEP_TIMEOUT_MS})
  -h, --help             Show this help

Step kinds:
${stepKinds.map((kind) => `  ${kind.name.padEnd(13)} ${kind.summary}`).join('\n')}

Expectations (keys of an expect step):
${expectations.map((kind) => `  ${kind.name.padEnd(13)} ${kind.summary}`).join('\n')}

Exit status: 0 when every step passed, 1 at the first failed step or expectation, 2 when the
command line or the scenario is wrong.`;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const options = {
  server: { type: 'string' },
  'operator-key': { type: 'string' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const runCommand: Command = {
  name: 'run',
  summary: 'Play a scenario file against an embedded server or --server URL',
  help,
  run: async (args, io) => {
    let parsed: ReturnType<
      typeof parseArgs<{ args: string[]; options: typeof options; allowPositionals: true }>
    >;
    try {
      parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
    } catch (error) {
      io.stderr(`tessera-sim run: ${messageOf(error)}\n\n${help}\n`);
      return ExitCode.usage;
    }
    const { values, positionals } = parsed;
    if (values.help) {
      io.stdout(`${help}\n`);
      return ExitCode.ok;
    }
    if (positionals.length !== 1) {
      io.stderr(`tessera-sim run: expected one scenario file, got ${positionals.length}\n\n${help}\n`);
      return ExitCode.usage;
    }
    const timeoutMs = values.timeout === undefined ? DEFAULT_STEP_TIMEOUT_MS : Number(values.timeout);
    if (!Number.isSafeInteger(timeoutMs) || timeoutMs <= 0) {
      io.stderr(
        `tessera-sim run: --timeout must be a positive number of milliseconds, got "${values.timeout}"\n`,
      );
      return ExitCode.usage;
    }

    const file = resolve(io.cwd, positionals[0]!);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      io.stderr(`tessera-sim run: cannot read ${file}: ${messageOf(error)}\n`);
      return ExitCode.usage;
    }
    const scenario = parseScenario(text, {
      random: randomToken(),
      randomDigits: randomDigits(),
      env: io.env,
    });
    if (E.isLeft(scenario)) {
      io.stderr(
        `✗ ${file} is not a valid scenario:\n${scenario.left.map((line) => `  ${line}`).join('\n')}\n`,
      );
      return ExitCode.usage;
    }

    const style = io.color ? colors : plain;
    const { name, description, steps } = scenario.right;
    io.stdout(`${style.bold(name)}${description ? style.dim(` — ${description}`) : ''}\n`);
    let target: Target;
    if (values.server) {
      target = remote(values.server, values['operator-key'] ?? io.env.OPERATOR_KEY);
    } else {
      io.stdout(style.dim('starting an embedded server…\n'));
      const starting = performance.now();
      try {
        target = await startEmbedded(io.env);
      } catch (error) {
        io.stderr(`✗ could not start the embedded server: ${messageOf(error)}\n`);
        return ExitCode.failed;
      }
      io.stdout(style.dim(`started in ${formatDuration(performance.now() - starting)}\n`));
    }
    io.stdout(`${steps.length} steps against ${target.description}\n`);

    const session = openSession(target, timeoutMs);
    try {
      const summary = await runScenario(
        scenario.right,
        session.ctx,
        lineReporter(io.stdout, steps.length, style),
      );
      io.stdout(`${formatSummary(summary, style)}\n`);
      return summary.failed === undefined ? ExitCode.ok : ExitCode.failed;
    } finally {
      session.close();
      await target.close();
    }
  },
};
