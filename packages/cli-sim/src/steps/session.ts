import type { FieldErrors, Tessera, ValidationError } from '@tessera/core';
import * as E from 'fp-ts/lib/Either.js';
import type { SimContext } from '../runtime/context.js';
import { describeFailure, invalid } from '../runtime/failure.js';
import { waitUntil } from '../runtime/wait.js';
import { failed, type StepOutcome } from './step.js';

type SessionSnapshot = ReturnType<Tessera['session']['getSnapshot']>;

/**
 * Signed out, signed in with the user loaded, or waiting for a sign-in's second factor: the
 * states a session step waits for.
 */
export const isSettled = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('signedOut') ||
  snapshot.matches({ signedIn: 'ready' }) ||
  snapshot.matches({ secondFactor: 'waiting' });

export const sessionSnapshot = (ctx: SimContext): SessionSnapshot => ctx.tessera.session.getSnapshot();

/** Waits until the session is signed out or signed in with its user loaded. */
export const settle = (ctx: SimContext, what: string): Promise<SessionSnapshot> =>
  waitUntil(ctx.tessera.session, isSettled, ctx, what);

/** The outcome of a form that core's rules refused before anything was sent. */
export const refusedForm = <F extends string>(action: string, errors: FieldErrors<F>): StepOutcome => {
  const list = Object.values(errors).filter((e): e is ValidationError => e !== undefined);
  const failure = invalid(list);
  const fields = Object.entries(errors)
    .map(([field, error]) => `${field} ${(error as ValidationError).code}`)
    .join(', ');
  return failed(`${action} refused by core's rules: ${fields}`, failure);
};

/** The outcome of a session attempt that ended signed out: the session's recorded failure. */
export const sessionFailure = (action: string, snapshot: SessionSnapshot): StepOutcome => {
  const failure = snapshot.context.failure;
  return failure === null
    ? failed(`${action} ended signed out without a recorded failure`)
    : failed(`${action} failed: ${describeFailure(failure)}`, failure);
};

/** Reloads the signed-in user from the exchange, as pulling to refresh does, and waits for it. */
export const refreshUser = async (ctx: SimContext): Promise<SessionSnapshot> => {
  if (!sessionSnapshot(ctx).matches('signedIn')) return sessionSnapshot(ctx);
  ctx.tessera.session.send({ type: 'session.refresh' });
  return settle(ctx, 'the user to reload');
};

/** The exchange's time in milliseconds: it runs ahead of this machine's under a simulated clock. */
export const exchangeNow = async (ctx: SimContext): Promise<number | StepOutcome> => {
  const site = await ctx.tessera.api.site.config()();
  if (E.isLeft(site))
    return failed(`reading the exchange's time failed: ${describeFailure(site.left)}`, site.left);
  return Date.parse(site.right.now);
};
