import { fileURLToPath } from 'node:url';
import { runCli } from '../src/cli.js';
import type { Io } from '../src/commands/command.js';

export const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const scenario = (name: string) => here(`../scenarios/${name}.yaml`);
export const fixture = (name: string) => here(`./fixtures/${name}.yaml`);

/** Runs the CLI in-process with the given environment and keeps what it printed. */
export const cli = async (argv: readonly string[], env: Record<string, string> = {}) => {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    env,
    color: false,
    cwd: process.cwd(),
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
};

// Starting a server (PGlite, migrations, market) takes seconds to tens of seconds on a busy 2-core
// machine.
export const SERVER_START_MS = 180_000;
