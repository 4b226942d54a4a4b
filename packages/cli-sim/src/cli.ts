import { type Command, ExitCode, type Io } from './commands/command.js';
import { operatorCommand } from './commands/operator.js';
import { runCommand } from './commands/run.js';
import { verifyCommand } from './commands/verify.js';

/** Every subcommand, by name. */
export const commands: readonly Command[] = [runCommand, operatorCommand, verifyCommand];

export const VERSION = '0.1.0';

const usage = `Usage: tessera-sim <command> [options]

Scripted flows against a Tessera exchange, through the same SDK and HTTP adapter the app uses.

Commands:
${commands.map((command) => `  ${command.name.padEnd(10)} ${command.summary}`).join('\n')}

Options:
  -h, --help     Show help (also: tessera-sim <command> --help)
  -v, --version  Show the version

Examples:
  tessera-sim run packages/cli-sim/scenarios/sign-up.yaml
  tessera-sim operator kyc approve alice@example.test --server http://127.0.0.1:8080 --operator-key KEY
  tessera-sim verify settlements --server http://127.0.0.1:8080`;

/**
 * The command line: the first word picks the subcommand, which parses the rest with
 * `node:util` parseArgs. Returns the exit status instead of exiting, so tests call it directly.
 */
export const runCli = async (argv: readonly string[], io: Io): Promise<number> => {
  const [first, ...rest] = argv;
  if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
    const topic = first === 'help' ? commands.find((command) => command.name === rest[0]) : undefined;
    if (first === undefined) {
      io.stderr(`${usage}\n`);
      return ExitCode.usage;
    }
    io.stdout(`${topic ? topic.help : usage}\n`);
    return ExitCode.ok;
  }
  if (first === '-v' || first === '--version') {
    io.stdout(`${VERSION}\n`);
    return ExitCode.ok;
  }
  const command = commands.find((candidate) => candidate.name === first);
  if (command === undefined) {
    io.stderr(`tessera-sim: unknown command "${first}"\n\n${usage}\n`);
    return ExitCode.usage;
  }
  return command.run(rest, io);
};
