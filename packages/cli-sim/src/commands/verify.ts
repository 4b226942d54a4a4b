import type { ProofsApi } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import { colors, plain } from '../report.js';
import { connectProofs } from '../runtime/connect.js';
import { describeFailure } from '../runtime/failure.js';
import { CHAIN_PAGE, type Chain, Chains, describeHeld, verifierOf } from '../runtime/proofs.js';
import {
  type Command,
  ExitCode,
  type HelpAsked,
  type LineError,
  readCommandLine,
  runParsed,
} from './command.js';

const help = `Usage: tessera-sim verify settlements|ticks [--from <seq>] --server <url>

Checks a Tessera exchange without trusting it, through its public calls alone (no account):

  settlements  walks the settlement archive in chain order, 500 records a page: each record's
               place, link and hash (core's verifyChain and archiveHash), its result recomputed
               with core's calculators, and every tick it names found in the tick archive at the
               price it names; then the published head on the chain
  ticks        walks the tick archive the same way (core's tickHash)

Options:
  --from <seq>      start at record <seq>, trusting the record before it (default 1: the whole chain)
  --server <url>    the server's origin, e.g. http://127.0.0.1:8080 (default: $TESSERA_SERVER)
  --timeout <ms>    how long one call may take (default 30000)

Exit status: 0 every record checked holds; 1 a record is wrong (the first one is named with what
is wrong with it: a broken hash or link, the result fields that differ, a tick that differs, or
a calculator this version cannot check), or the server could not be reached; 2 the command line is
wrong.

Examples:
  tessera-sim verify settlements --server http://127.0.0.1:8080
  tessera-sim verify ticks --from 120000 --server http://127.0.0.1:8080`;

const options = {
  from: { type: 'string' },
  server: { type: 'string' },
  timeout: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

interface VerifyLine {
  readonly ok: true;
  readonly chain: Chain;
  readonly from: number;
  readonly server: string;
  readonly timeoutMs: number | undefined;
}

/** Reads a `verify` command line, or says what is wrong with it. Pure: the environment comes in as `env`. */
export const parseVerifyArgs = (
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): VerifyLine | HelpAsked | LineError => {
  const read = readCommandLine(args, options);
  if (!('line' in read)) return read;
  const { values, positionals } = read.line;
  const [word, ...rest] = positionals;
  const chain = Chains.find((candidate) => candidate === word);
  if (chain === undefined)
    return {
      ok: false,
      error:
        word === undefined
          ? `which chain? (${Chains.join(', ')})`
          : `unknown chain "${word}" (known: ${Chains.join(', ')})`,
    };
  if (rest.length > 0)
    return { ok: false, error: `verify ${chain} takes no arguments, got ${rest.join(' ')}` };
  const fromText = values.from?.trim() ?? '1';
  if (!/^[1-9]\d{0,14}$/.test(fromText))
    return { ok: false, error: `--from must be a record's seq (1 or more), got "${values.from}"` };
  const timeoutText = values.timeout?.trim();
  if (timeoutText !== undefined && !/^[1-9]\d{0,8}$/.test(timeoutText))
    return { ok: false, error: `--timeout must be milliseconds (1 or more), got "${values.timeout}"` };
  const server = values.server ?? env.TESSERA_SERVER;
  if (!server) return { ok: false, error: 'verify needs --server <url> (or TESSERA_SERVER)' };
  return {
    ok: true,
    chain,
    from: Number(fromText),
    server,
    timeoutMs: timeoutText === undefined ? undefined : Number(timeoutText),
  };
};

/** The `verify` command over a given way to reach the public proofs calls; tests pass their own. */
export const createVerifyCommand = (
  connect: (server: string, timeoutMs?: number) => { proofs: ProofsApi; close(): void } = connectProofs,
): Command => ({
  name: 'verify',
  summary:
    'Check the exchange without trusting it: verify settlements|ticks [--from <seq>] --server <url> walks an archive, every hash and link, every result recomputed by core',
  help,
  run: (args, io) =>
    runParsed('verify', help, parseVerifyArgs(args, io.env), io, async (parsed) => {
      const style = io.color ? colors : plain;
      const { proofs, close } = connect(parsed.server, parsed.timeoutMs);
      try {
        // A walk of more than a page says how far it has gone, on stderr, so stdout keeps the verdict.
        const verdict = await verifierOf(parsed.chain)(proofs, parsed.from, (checked, headCount) => {
          if (headCount > CHAIN_PAGE) io.stderr(`… ${checked} of about ${headCount} records checked\n`);
        });
        if (E.isLeft(verdict)) {
          const why = typeof verdict.left === 'string' ? verdict.left : describeFailure(verdict.left);
          io.stderr(`${style.red(`✗ verifying the ${parsed.chain} failed: ${why}`)}\n`);
          return ExitCode.failed;
        }
        if (verdict.right.ok) {
          io.stdout(`${style.green(`✓ ${describeHeld(parsed.chain, verdict.right)}`)}\n`);
          return ExitCode.ok;
        }
        const { where, problems, checked } = verdict.right;
        io.stdout(
          `${style.red(`✗ ${where} is wrong (${checked} checked before it held):`)}\n${problems.map((problem) => `  - ${problem}\n`).join('')}`,
        );
        return ExitCode.failed;
      } finally {
        close();
      }
    }),
});

export const verifyCommand = createVerifyCommand();
