import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { UNREACHED_REQUESTS_PER_MINUTE } from './request-budget.js';

/** The built server, as `pnpm start` runs it. */
const MAIN = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));
const START_MS = 120_000;

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
}

/**
 * Starts `node dist/main.js --dev` with `env` (PORT 0 and no reachable request budget unless given)
 * and resolves once it says where it listens: a server in a process of its own, which a test can kill with SIGKILL.
 */
export const startServerProcess = (env: Record<string, string>): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN, '--dev'], {
      env: {
        ...process.env,
        PORT: '0',
        FX_RATES_URL: 'off',
        REQUESTS_PER_MINUTE: UNREACHED_REQUESTS_PER_MINUTE,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), START_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Tessera is running at (http:\/\/\S+)/.exec(output);
      if (found?.[1] === undefined) return;
      clearTimeout(timer);
      resolve({ url: found[1], child });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before starting:\n${output}`));
    });
  });

/** Kills the process with SIGKILL (no shutdown of any kind) and resolves once it is gone. */
export const killServerProcess = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
