import { type ArchiveRecordCodec, proofsEndpoints, type TickRecordCodec } from '@tessera/contract';
import type { ArchiveRecord, JsonObject, ProofsApi, TickRecord } from '@tessera/core';
import type * as t from 'io-ts';
import * as TE from '#fp-ts/TaskEither.js';
import { type Calls, clientOf, type Transport } from './client.js';

/**
 * `/proofs/settlements` item, `/proofs/settlement` → ArchiveRecord. The inputs and result are the
 * record's JSON as published (decimal strings), which is what its hash was computed over.
 */
const parseRecord = (wire: t.TypeOf<typeof ArchiveRecordCodec>): ArchiveRecord => ({
  seq: wire.seq,
  product: wire.product,
  ref: wire.ref,
  calculatorVersion: wire.calculator_version,
  inputs: wire.inputs as JsonObject,
  result: wire.result as JsonObject,
  at: wire.at,
  prevHash: wire.prev_hash,
  hash: wire.hash,
});

/** `/proofs/ticks` item → TickRecord. */
const parseTick = (wire: t.TypeOf<typeof TickRecordCodec>): TickRecord => ({
  seq: wire.seq,
  symbol: wire.symbol,
  tickId: wire.tick_id,
  price: wire.price,
  at: wire.at,
  prevHash: wire.prev_hash,
  hash: wire.hash,
});

/** Core's proofs port over HTTP: the public settlement and tick archives. */
export const createProofsApi = (client: Calls<'proofs'>): ProofsApi => ({
  settlements: (query) =>
    TE.map((records: t.TypeOf<typeof ArchiveRecordCodec>[]) => records.map(parseRecord))(
      client.proofSettlements(query),
    ),
  settlement: (ref) => TE.map(parseRecord)(client.proofSettlement({ ref })),
  ticks: ({ ids, ...query }) =>
    TE.map((ticks: t.TypeOf<typeof TickRecordCodec>[]) => ticks.map(parseTick))(
      client.proofTicks({ ...query, ...(ids === undefined ? {} : { ids: ids.join(',') }) }),
    ),
  head: () => client.proofHead({}),
});

/** The proofs port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const proofsApiOver = (transport: Transport): ProofsApi =>
  createProofsApi(clientOf(transport, proofsEndpoints));
