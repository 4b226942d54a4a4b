import { type JsonObject, recomputeSettlement } from '@tessera/core';
import { expect } from 'vitest';
import type { Harness } from './harness.js';
import { eventually } from './traders.js';

/** A settlement's archive record as the public call answers it. */
export interface ArchivedSettlement {
  readonly product: string;
  readonly calculator_version: string;
  readonly inputs: JsonObject;
  readonly result: JsonObject;
}

/**
 * The archive record that settled `ref`, once sealed, after checking what anyone could: that
 * core's `recomputeSettlement` gives its result from its own inputs.
 */
export const archivedSettlement = async (h: Harness, ref: string): Promise<ArchivedSettlement> => {
  const answer = await eventually(
    async () => (await h.api.get('/proofs/settlement', { ref })).body,
    (body) => body.type === 'ok',
    `${ref} archived`,
  );
  const record = answer.message as ArchivedSettlement;
  expect(
    await recomputeSettlement({
      calculatorVersion: record.calculator_version,
      inputs: record.inputs,
      result: record.result,
    }),
    ref,
  ).toEqual({ verdict: 'matches' });
  return record;
};
