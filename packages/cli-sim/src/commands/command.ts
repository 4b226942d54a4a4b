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
