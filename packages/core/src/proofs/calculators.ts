import { canonicalJson, sha256Hex } from '../shared/hash.js';
import type { ArchiveRecord, ChainFault, TickRecord } from './model.js';

/** The `prevHash` of a chain's first record. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * A settlement record's hash: SHA-256 of `tessera-settlement:` and the canonical JSON of every
 * field but the hash itself. Anyone can recompute it from the published record.
 */
export const archiveHash = (record: Omit<ArchiveRecord, 'hash'>): Promise<string> =>
  sha256Hex(
    `tessera-settlement:${canonicalJson({
      seq: record.seq,
      product: record.product,
      ref: record.ref,
      calculatorVersion: record.calculatorVersion,
      inputs: record.inputs,
      result: record.result,
      at: record.at,
      prevHash: record.prevHash,
    })}`,
  );

/** A tick record's hash: SHA-256 of `tessera-tick:` and its fields, the price as a plain decimal. */
export const tickHash = (record: Omit<TickRecord, 'hash'>): Promise<string> =>
  sha256Hex(
    `tessera-tick:${canonicalJson({
      seq: record.seq,
      symbol: record.symbol,
      tickId: record.tickId,
      price: record.price.toFixed(),
      at: record.at,
      prevHash: record.prevHash,
    })}`,
  );

/**
 * Walks a stretch of a chain from the record after `from` (`{ seq: 0, hash: GENESIS_HASH }` for
 * the start): each record must come next, name the hash before it, and hash to what it says.
 * Answers the first fault, or null when the whole stretch holds.
 */
export const verifyChain = async <
  R extends { readonly seq: number; readonly prevHash: string; readonly hash: string },
>(
  records: readonly R[],
  hashOf: (record: Omit<R, 'hash'>) => Promise<string>,
  from: { readonly seq: number; readonly hash: string } = { seq: 0, hash: GENESIS_HASH },
): Promise<ChainFault | null> => {
  let previous = from;
  for (const record of records) {
    if (record.seq !== previous.seq + 1)
      return {
        seq: record.seq,
        reason: 'sequence',
        expected: String(previous.seq + 1),
        found: String(record.seq),
      };
    if (record.prevHash !== previous.hash)
      return { seq: record.seq, reason: 'link', expected: previous.hash, found: record.prevHash };
    const { hash, ...rest } = record;
    const recomputed = await hashOf(rest);
    if (recomputed !== hash) return { seq: record.seq, reason: 'hash', expected: recomputed, found: hash };
    previous = record;
  }
  return null;
};
