import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '@tessera/server';
import { afterAll, beforeAll } from 'vitest';
import { runCli } from '../src/cli.js';
import { capturingIo } from '../src/test-support.js';

export const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
export const scenario = (name: string) => here(`../scenarios/${name}.yaml`);
export const fixture = (name: string) => here(`./fixtures/${name}.yaml`);

/** Runs the CLI in-process with the given environment (and standard input) and keeps what it printed. */
export const cli = async (argv: readonly string[], env: Record<string, string> = {}, stdin?: string) => {
  const { io, printed } = capturingIo(env, process.cwd(), stdin);
  const code = await runCli(argv, io);
  return { code, ...printed };
};

// Starting a server (PGlite, migrations, market) takes seconds to tens of seconds on a busy 2-core
// machine.
export const SERVER_START_MS = 180_000;

/**
 * A server of the suite's own (in memory, quiet, a known operator key), started before its tests
 * and closed after them; `target` points the simulator at it.
 */
export const serverForSuite = () => {
  let running: RunningServer | undefined;
  beforeAll(async () => {
    running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory://',
      logger: false,
      operatorKey: 'test-operator-key',
    });
  }, SERVER_START_MS);
  afterAll(() => running?.close());
  const server = (): RunningServer => {
    if (running === undefined) throw new Error('the suite’s server has not started');
    return running;
  };
  return {
    server,
    target: (): string[] => ['--server', server().url, '--operator-key', server().operatorKey],
  };
};
