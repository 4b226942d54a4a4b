import type { Tessera } from '@tessera/core';

type SessionSnapshot = ReturnType<Tessera['session']['getSnapshot']>;

/** Selectors over the session actor's snapshot, shared by every screen that reads the session. */

/** Signed in and not on the way out: a page behind the login guard may render. */
export const isSignedIn = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ signedIn: 'loadingUser' }) || snapshot.matches({ signedIn: 'ready' });

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;

export const selectFailure = (snapshot: SessionSnapshot) => snapshot.context.failure;

/**
 * A login, registration, reset or logout is on its way: the session takes no new attempt until it
 * settles, so the sign-in forms disable their buttons meanwhile.
 */
export const isBusy = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('signingIn') ||
  snapshot.matches({ secondFactor: 'verifying' }) ||
  snapshot.matches('registering') ||
  snapshot.matches('recovering') ||
  snapshot.matches({ signedIn: 'signingOut' });

/** The password was right and the sign-in waits for the authenticator's code (two-factor authentication). */
export const needsSecondFactor = (snapshot: SessionSnapshot): boolean => snapshot.matches('secondFactor');
