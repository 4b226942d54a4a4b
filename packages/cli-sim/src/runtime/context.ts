import type { Notice, Tessera } from '@tessera/core';
import type { SimFailure } from './failure.js';

/** A message the exchange sent, as the operator outbox lists it. */
export interface OutboxMessage {
  readonly to: string;
  readonly channel: 'email' | 'sms';
  readonly subject: string;
  readonly body: string;
  readonly created_at: string;
}

/** The operator side of the exchange the simulator needs: reading what was sent to an address. */
export interface Operator {
  /** False when no operator key is known, so the outbox cannot be read. */
  readonly canRead: boolean;
  /** Messages to `address`, newest first, or why they could not be read. */
  outbox(
    address: string,
  ): Promise<{ ok: true; messages: readonly OutboxMessage[] } | { ok: false; error: string }>;
}

/**
 * What every step runs against: the SDK as a front end would use it, the operator API, and what
 * the previous action left behind. One per scenario run.
 */
export interface SimContext {
  readonly tessera: Tessera;
  readonly operator: Operator;
  /** Toasts the SDK asked for, oldest first. */
  readonly notices: Notice[];
  /** Paths the SDK navigated to, oldest first. */
  readonly navigations: string[];
  /** The failure of the last action step, or null if it succeeded. */
  lastFailure: SimFailure | null;
  /** How long one step may wait for the exchange. */
  readonly timeoutMs: number;
}
