import { fileURLToPath } from 'node:url';
import { runCli } from '../src/cli.js';
import { capturingIo } from '../src/test-support.js';

export const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const scenario = (name: string) => here(`../scenarios/${name}.yaml`);
export const fixture = (name: string) => here(`./fixtures/${name}.yaml`);

/** Runs the CLI in-process with the given environment and keeps what it printed. */
export const cli = async (argv: readonly string[], env: Record<string, string> = {}) => {
  const { io, printed } = capturingIo(env, process.cwd());
  const code = await runCli(argv, io);
  return { code, ...printed };
};

// Starting a server (PGlite, migrations, market) takes seconds to tens of seconds on a busy 2-core
// machine.
export const SERVER_START_MS = 180_000;
