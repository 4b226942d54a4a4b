import type { ProofsApi } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { colors, plain, type Style } from '../report.js';
import { connectProofs, type ProofsConnection } from '../runtime/connect.js';
import { describeFailure } from '../runtime/failure.js';
import { CHAIN_PAGE, type Chain, Chains, describeHeld, verifierOf } from '../runtime/proofs.js';
import { verifyReserves } from '../runtime/reserves.js';
import {
  type Command,
  ExitCode,
  type HelpAsked,
  type Io,
  type LineError,
  readCommandLine,
  runParsed,
} from './command.js';
import { type SignIn, signedInProofs } from './signed-in.js';

const help = `Usage: tessera-sim verify settlements|ticks [--from <seq>] --server <url>
       tessera-sim verify reserves [--user <login>] --server <url>

Checks a Tessera exchange without trusting it, through its public calls (no account but for a
user's own reserves proof):

  settlements  walks the settlement archive in chain order, 500 records a page: each record's
               place, link and hash (core's verifyChain and archiveHash), its result recomputed
               with core's calculators, and every tick it names found in the tick archive at the
               price it names; then the published head on the chain
  ticks        walks the tick archive the same way (core's tickHash)
  reserves     reads the newest proof-of-reserves snapshot: per asset, the users' total (the
               root of the Merkle sum tree of their balances), the declared reserves and their
               ratio, recomputed (core's reserveRatio); with --user, signs in and checks each of
               the user's balances is included in the published total (core's verifyInclusion)

Options:
  --from <seq>      start at record <seq>, trusting the record before it (default 1: the whole chain)
  --user <login>    reserves: the username, email or mobile (+<area><number>) to sign in as; the
                    password is read from $TESSERA_PASSWORD, never from the command line
  --server <url>    the server's origin, e.g. http://127.0.0.1:8080 (default: $TESSERA_SERVER)
  --timeout <ms>    how long one call may take (default 30000)

Exit status: 0 everything checked holds; 1 something is wrong (the first bad record is named with
what is wrong with it: a broken hash or link, the result fields that differ, a tick that differs,
or a calculator this version cannot check; a ratio that does not recompute; a balance not
included), or the server could not be reached or the sign-in failed; 2 the command line is wrong.

Examples:
  tessera-sim verify settlements --server http://127.0.0.1:8080
  tessera-sim verify ticks --from 120000 --server http://127.0.0.1:8080
  TESSERA_PASSWORD=… tessera-sim verify reserves --user ada@example.com --server http://127.0.0.1:8080`;

const options = {
  from: { type: 'string' },
  user: { type: 'string' },
  server: { type: 'string' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What `verify` is asked to check: a chain from a record, or the reserves (as a user, or not). */
export type VerifyTarget =
  | { readonly kind: 'chain'; readonly chain: Chain; readonly from: number }
  | { readonly kind: 'reserves'; readonly signIn: SignIn | undefined };

interface VerifyLine {
  readonly ok: true;
  readonly target: VerifyTarget;
  readonly server: string;
  readonly timeoutMs: number | undefined;
}

const WORDS = [...Chains, 'reserves'] as const;

/** Reads a `verify` command line, or says what is wrong with it. Pure: the environment comes in as `env`. */
export const parseVerifyArgs = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): VerifyLine | HelpAsked | LineError => {
  const read = readCommandLine(args, options);
  if (!('line' in read)) return read;
  const { values, positionals } = read.line;
  const [word, ...rest] = positionals;
  const known = WORDS.find((candidate) => candidate === word);
  if (known === undefined)
    return {
      ok: false,
      error:
        word === undefined
          ? `what to verify? (${WORDS.join(', ')})`
          : `unknown "${word}" (known: ${WORDS.join(', ')})`,
    };
  if (rest.length > 0)
    return { ok: false, error: `verify ${known} takes no arguments, got ${rest.join(' ')}` };
  const timeoutText = values.timeout?.trim();
  if (timeoutText !== undefined && !/^[1-9]\d{0,8}$/.test(timeoutText))
    return { ok: false, error: `--timeout must be milliseconds (1 or more), got "${values.timeout}"` };
  const server = values.server ?? env.TESSERA_SERVER;
  if (!server) return { ok: false, error: 'verify needs --server <url> (or TESSERA_SERVER)' };
  const common = {
    ok: true,
    server,
    timeoutMs: timeoutText === undefined ? undefined : Number(timeoutText),
  } as const;
  if (known === 'reserves') {
    if (values.from !== undefined) return { ok: false, error: 'verify reserves takes no --from' };
    if (values.user === undefined) return { ...common, target: { kind: 'reserves', signIn: undefined } };
    const password = env.TESSERA_PASSWORD;
    if (!password) return { ok: false, error: '--user needs the password in TESSERA_PASSWORD' };
    return { ...common, target: { kind: 'reserves', signIn: { user: values.user, password } } };
  }
  if (values.user !== undefined)
    return { ok: false, error: `verify ${known} takes no --user (it needs no account)` };
  const fromText = values.from?.trim() ?? '1';
  if (!/^[1-9]\d{0,14}$/.test(fromText))
    return { ok: false, error: `--from must be a record's seq (1 or more), got "${values.from}"` };
  return { ...common, target: { kind: 'chain', chain: known, from: Number(fromText) } };
};

/** How `verify` reaches the exchange: its public calls, and a signed-in user's; tests pass their own. */
export interface VerifyConnections {
  readonly publicly: (server: string, timeoutMs?: number) => ProofsConnection;
  readonly signedIn: (
    server: string,
    signIn: SignIn,
    timeoutMs?: number,
  ) => Promise<E.Either<string, ProofsConnection>>;
}

/** A chain walked from its record, as `tessera-sim verify settlements|ticks` prints it. */
const verifyChainCommand = async (
  proofs: ProofsApi,
  target: Extract<VerifyTarget, { kind: 'chain' }>,
  io: Io,
  style: Style,
): Promise<number> => {
  // A walk of more than a page says how far it has gone, on stderr, so stdout keeps the verdict.
  const verdict = await verifierOf(target.chain)(proofs, target.from, (checked, headCount) => {
    if (headCount > CHAIN_PAGE) io.stderr(`… ${checked} of about ${headCount} records checked\n`);
  });
  if (E.isLeft(verdict)) {
    const why = typeof verdict.left === 'string' ? verdict.left : describeFailure(verdict.left);
    io.stderr(`${style.red(`✗ verifying the ${target.chain} failed: ${why}`)}\n`);
    return ExitCode.failed;
  }
  if (verdict.right.ok) {
    io.stdout(`${style.green(`✓ ${describeHeld(target.chain, verdict.right)}`)}\n`);
    return ExitCode.ok;
  }
  const { where, problems, checked } = verdict.right;
  io.stdout(
    `${style.red(`✗ ${where} is wrong (${checked} checked before it held):`)}\n${problems.map((problem) => `  - ${problem}\n`).join('')}`,
  );
  return ExitCode.failed;
};

/** The reserves, a line per asset and per balance of the user's, as `verify reserves` prints them. */
const verifyReservesCommand = async (
  proofs: ProofsApi,
  mine: boolean,
  io: Io,
  style: Style,
): Promise<number> => {
  const report = await verifyReserves(proofs, mine);
  if (E.isLeft(report)) {
    io.stderr(`${style.red(`✗ verifying the reserves failed: ${describeFailure(report.left)}`)}\n`);
    return ExitCode.failed;
  }
  const mark = report.right.ok ? style.green('✓') : style.red('✗');
  io.stdout(`${report.right.lines.map((line) => `${mark} ${line}\n`).join('')}`);
  return report.right.ok ? ExitCode.ok : ExitCode.failed;
};

/** The `verify` command over the given ways to reach the exchange. */
export const createVerifyCommand = (
  connections: VerifyConnections = { publicly: connectProofs, signedIn: signedInProofs },
): Command => ({
  name: 'verify',
  summary:
    'Check the exchange without trusting it: verify settlements|ticks [--from <seq>] walks an archive, every hash and link, every result recomputed by core; verify reserves [--user <login>] checks the proof of reserves and your balances in it',
  help,
  run: (args, io) =>
    runParsed('verify', help, parseVerifyArgs(args, io.env), io, async ({ target, server, timeoutMs }) => {
      const style = io.color ? colors : plain;
      const connection =
        target.kind === 'reserves' && target.signIn !== undefined
          ? await connections.signedIn(server, target.signIn, timeoutMs)
          : E.right(connections.publicly(server, timeoutMs));
      if (E.isLeft(connection)) {
        io.stderr(`${style.red(`✗ ${connection.left}`)}\n`);
        return ExitCode.failed;
      }
      const { proofs, close } = connection.right;
      try {
        return target.kind === 'chain'
          ? await verifyChainCommand(proofs, target, io, style)
          : await verifyReservesCommand(proofs, target.signIn !== undefined, io, style);
      } finally {
        close();
      }
    }),
});

export const verifyCommand = createVerifyCommand();
