// Runs the README's first command the way a user does (install, then start), waits for the printed
// address, loads the app and the health check, then stops everything it started. CI calls it before
// the test command so a broken start cannot land green; it works the same on a developer's machine.
//
//   node scripts/smoke-start.mjs            # exit 0 when the app answered, 1 otherwise
//   node scripts/smoke-start.mjs --json     # also prints the timings as JSON on the last line
//
// It uses its own port and database directory, so a server already running on 8080 over `.data/`
// is left alone. SMOKE_TIMEOUT_S bounds the wait for the address (120 s by default).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const timeoutMs = Number(process.env.SMOKE_TIMEOUT_S ?? 120) * 1000;
const STOP_GRACE_MS = 10_000;
const json = process.argv.includes('--json');

/** The first fenced shell block of the README: the command a newcomer pastes, never a copy of it. */
const readmeStartCommand = () => {
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
  const block = /```sh\n([^`]+?)\n```/.exec(readme);
  if (!block?.[1]?.includes(' start'))
    throw new Error('README.md: the first ```sh block is not the start command');
  return block[1].trim();
};

/** A port nobody listens on now, so the smoke run never collides with a server on 8080. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the whole process group (npx, pnpm, the shell and the server): SIGTERM, then SIGKILL. */
const stopGroup = async (pid) => {
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + STOP_GRACE_MS;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(100);
  if (groupAlive(pid)) {
    console.error(`smoke: the start command ignored SIGTERM for ${STOP_GRACE_MS / 1000} s; killing it`);
    process.kill(-pid, 'SIGKILL');
  }
};

const expectApp = async (url) => {
  const response = await fetch(url);
  const body = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.includes('text/html') || !body.includes('<div id="root">'))
    throw new Error(`GET / answered ${response.status} ${type}, not the app's HTML: ${body.slice(0, 200)}`);
};

const expectHealthy = async (url) => {
  const response = await fetch(url);
  const body = await response.text();
  let envelope;
  try {
    envelope = JSON.parse(body);
  } catch {
    envelope = undefined;
  }
  if (response.status !== 200 || envelope?.type !== 'ok')
    throw new Error(`GET /api/health answered ${response.status}: ${body.slice(0, 200)}`);
};

const main = async () => {
  const command = readmeStartCommand();
  const port = Number(process.env.PORT ?? (await freePort()));
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-smoke-'));
  const expectedUrl = `http://127.0.0.1:${port}`;
  console.log(`smoke: ${command}   (PORT=${port}, DATA_DIR=${dataDir})`);

  const started = performance.now();
  // detached: the command runs in its own process group, so one signal reaches all of it.
  const child = spawn('sh', ['-c', command], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: join(dataDir, 'pglite') },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const cleanUp = async () => {
    await stopGroup(child.pid);
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Detached, the group no longer hears the terminal's Ctrl-C: pass an interruption on to it.
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      interrupted = true;
      console.error(`smoke: ${signal}, stopping the start command`);
      cleanUp().then(() => process.exit(130));
    });
  let output = '';
  const addressShown = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${expectedUrl} printed within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const read = (chunk) => {
      output += chunk;
      if (output.includes(expectedUrl)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(`the start command exited (${signal ?? `code ${code}`}) before printing ${expectedUrl}`),
      );
    });
  });

  const timings = {};
  try {
    await addressShown;
    timings.toAddressS = (performance.now() - started) / 1000;
    await expectApp(`${expectedUrl}/`);
    await expectHealthy(`${expectedUrl}/api/health`);
    timings.toHealthyS = (performance.now() - started) / 1000;
    console.log(
      `smoke: ok — address printed after ${timings.toAddressS.toFixed(1)} s, / and /api/health answered`,
    );
    if (json) console.log(JSON.stringify(timings));
  } catch (error) {
    if (interrupted) return;
    console.error(`smoke: FAILED — ${error instanceof Error ? error.message : error}`);
    console.error(`--- output of the start command ---\n${output.slice(-4000)}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
};

await main();
