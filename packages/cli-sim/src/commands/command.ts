import { type ParseArgsConfig, parseArgs } from 'node:util';

/** The options a command line may take, as `parseArgs` describes them. */
type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** Where a command reads its environment and writes its output; tests pass their own. */
export interface Io {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether to style output with ANSI colours. */
  readonly color: boolean;
  readonly cwd: string;
  /** Reads standard input to its end (`--file -`); absent where a command has none to read. */
  readonly stdin?: () => Promise<string>;
}

/** Exit statuses: 0 all passed, 1 a step or expectation failed, 2 the command or scenario was wrong. */
export const ExitCode = { ok: 0, failed: 1, usage: 2 } as const;

/**
 * One subcommand of `tessera-sim`. Add one by writing it in its own module and listing it in
 * `cli.ts`.
 */
export interface Command {
  readonly name: string;
  /** One line for the top-level help. */
  readonly summary: string;
  /** The full help of the command. */
  readonly help: string;
  run(args: readonly string[], io: Io): Promise<number>;
}

/** A command line as node's `parseArgs` reads it against `O`, positionals allowed. */
export type CommandLine<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true }>
>;

/** A command line that is wrong, and what is wrong with it. */
export interface LineError {
  readonly ok: false;
  readonly error: string;
}

/** A command line that asks for the command's help. */
export interface HelpAsked {
  readonly ok: true;
  readonly help: true;
}

/**
 * Reads a command line against `options`, strictly (an option not among them is an error): the
 * line, the help when `--help` is given, or what is wrong with it.
 */
export const readCommandLine = <O extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: O,
): { readonly ok: true; readonly line: CommandLine<O> } | HelpAsked | LineError => {
  try {
    const line = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
    return (line.values as Record<string, unknown>).help === true
      ? { ok: true, help: true }
      : { ok: true, line };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
};

/**
 * Answers a command line that asks for help (the help on stdout, exit status 0) or is wrong (what
 * is wrong and the help on stderr, exit status 2).
 */
export const answerLine = (command: string, help: string, answer: HelpAsked | LineError, io: Io): number => {
  if (answer.ok) {
    io.stdout(`${help}\n`);
    return ExitCode.ok;
  }
  io.stderr(`tessera-sim ${command}: ${answer.error}\n\n${help}\n`);
  return ExitCode.usage;
};

/** Runs what a parsed command line asks for: `go` with it, or `answerLine` for help or a wrong line. */
export const runParsed = async <A extends { readonly ok: true }>(
  command: string,
  help: string,
  parsed: A | HelpAsked | LineError,
  io: Io,
  go: (asked: A) => Promise<number>,
): Promise<number> => (!parsed.ok || 'help' in parsed ? answerLine(command, help, parsed, io) : go(parsed));
