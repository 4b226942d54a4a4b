import type {
  ArchiveRecordCodec,
  InclusionProofCodec,
  ReserveSnapshotCodec,
  TickRecordCodec,
} from '@tessera/contract';
import { proofsEndpoints } from '@tessera/contract/endpoints/proofs';
import type {
  ArchiveRecord,
  InclusionProof,
  JsonObject,
  ProofsApi,
  ReserveSnapshot,
  TickRecord,
} from '@tessera/core';
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

/** `/proofs/reserves` item → ReserveSnapshot. */
const parseSnapshot = (wire: t.TypeOf<typeof ReserveSnapshotCodec>): ReserveSnapshot => ({
  asset: wire.asset,
  day: wire.day,
  root: wire.root,
  leaves: wire.leaves,
  reserves: wire.reserves,
  ratio: wire.ratio,
  takenAt: wire.taken_at,
});

/** `/proofs/reserves/mine` item → InclusionProof. */
const parseInclusion = (wire: t.TypeOf<typeof InclusionProofCodec>): InclusionProof => ({
  asset: wire.asset,
  day: wire.day,
  userId: wire.user_id,
  salt: wire.salt,
  balance: wire.balance,
  path: wire.path,
  root: wire.root,
});

const dayParam = (day: string | undefined) => (day === undefined ? {} : { day });

/** Core's proofs port over HTTP: the public archives and reserves, and the user's inclusion proofs. */
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
  reserves: (day) =>
    TE.map((snapshots: t.TypeOf<typeof ReserveSnapshotCodec>[]) => snapshots.map(parseSnapshot))(
      client.proofReserves(dayParam(day)),
    ),
  myReserves: (day) =>
    TE.map((proofs: t.TypeOf<typeof InclusionProofCodec>[]) => proofs.map(parseInclusion))(
      client.proofReservesMine(dayParam(day)),
    ),
});

/** The proofs port with its calls over `transport`: what `createHttpTessera` loads on first use. */
export const proofsApiOver = (transport: Transport): ProofsApi =>
  createProofsApi(clientOf(transport, proofsEndpoints));
