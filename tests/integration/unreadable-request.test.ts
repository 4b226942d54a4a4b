/**
 * A request Node's parser cannot read (here a 1 MB address) is answered 431, and the answer reaches
 * a client that is busy when it arrives. The server runs in a process of its own: the failure this
 * guards against is a race between two event loops. Closing a connection while the client is still
 * sending makes the kernel reset it, and a reset can overtake an answer the client has not read yet;
 * the long fuzz run saw it as requests that got no answer at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killServerProcess, type ServerProcess, startServerProcess } from '../support/server-process.js';

const ATTEMPTS = 100;
/** How long the client is busy right after sending, before it reads anything. */
const BUSY_MS = 50;
const ADDRESS = `/api/setting?q=${'a'.repeat(1_000_000)}`;

/** Sends the oversized request on a raw socket and returns what came back, or how it failed. */
const sendOversized = (url: string): Promise<string> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(`failed with ${error.code}`));
    socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.write(`GET ${ADDRESS} HTTP/1.1\r\nHost: tessera\r\n\r\n`);
    const until = Date.now() + BUSY_MS;
    while (Date.now() < until);
  });

describe('an unreadable request', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-unreadable-'));
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    server = await startServerProcess({ DATA_DIR: join(dir, 'pglite') });
  }, 120_000);

  afterAll(async () => {
    if (server !== undefined) await killServerProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
  });

  it(`is answered 431 to a busy client every time (${ATTEMPTS} tries), never reset`, async () => {
    const outcomes: Record<string, number> = {};
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const outcome = await sendOversized(server?.url ?? '');
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ 'HTTP/1.1 431 Request Header Fields Too Large': ATTEMPTS });
  }, 120_000);
});
