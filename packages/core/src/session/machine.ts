import { assertEvent, assign, cancel, raise, setup } from 'xstate';
import { asFailure, errorOf, notProvided } from '../shared/call.js';
import type { Failure } from '../shared/failure.js';
import { type Route, type RouteName, Routes } from '../shared/ports.js';
import type {
  LoginOutcome,
  LoginRequest,
  PasswordResetRequest,
  RegistrationRequest,
  SecondFactorRequest,
  User,
} from './model.js';

/** Spec §2 and §7: messages stay on screen this long before the redirect. */
export const REDIRECT_DELAY_MS = 1200;
/** The id of the delayed redirect, so a later one can replace it. */
const REDIRECT_ID = 'redirect';

export interface SessionContext {
  readonly token: string | null;
  readonly user: User | null;
  /** The last failure of a login, registration or reset, for the form that caused it. */
  readonly failure: Failure | null;
  /** Set after a successful password reset so the login page can say so. */
  readonly passwordReset: boolean;
  /** Kept while a registration turns into the automatic login that follows it. */
  readonly pendingLogin: LoginRequest | null;
  /** The password step's challenge while the sign-in waits for a second factor. */
  readonly challenge: string | null;
  /**
   * Where a 999 or 998 is about to send the user (the message is on screen): the other calls of
   * the same burst that fail alike add no message and no navigation of their own.
   */
  readonly pendingRedirect: RouteName | null;
}

export interface SessionInput {
  /** The session restored from storage, if any. */
  readonly token: string | null;
  readonly user: User | null;
}

export type SessionEvent =
  | { type: 'session.login'; request: LoginRequest }
  /** The TOTP or recovery code that completes a sign-in waiting for a second factor. */
  | { type: 'session.secondFactor'; code: string }
  /** Gives up a sign-in waiting for a second factor. */
  | { type: 'session.cancel' }
  | { type: 'session.register'; request: RegistrationRequest }
  | { type: 'session.recover'; request: PasswordResetRequest }
  | { type: 'session.logout' }
  | { type: 'session.refresh' }
  /** Any call answered 999: the server no longer knows this token. */
  | { type: 'session.expired'; message: string }
  /** Any call answered 998: the action needs identity verification. */
  | { type: 'session.unverified'; message: string }
  | { type: 'session.redirect'; route: RouteName };

const tokenOf = (outcome: LoginOutcome): string => (outcome.kind === 'signedIn' ? outcome.token : '');

/**
 * The session: signed out, signing in (then, with two-factor authentication on, a second factor),
 * signed in, registering, recovering a password. Persistence,
 * navigation and toasts are actions provided by `createTessera`, so tests replace them freely.
 */
export const sessionMachine = /* @__PURE__ */ setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: notProvided<LoginOutcome, LoginRequest>('login'),
    loginSecondFactor: notProvided<string, SecondFactorRequest>('loginSecondFactor'),
    logout: notProvided<void, void>('logout'),
    register: notProvided<void, RegistrationRequest>('register'),
    resetPassword: notProvided<void, PasswordResetRequest>('resetPassword'),
    userInfo: notProvided<User, void>('userInfo'),
  },
  actions: {
    /* Side effects, provided by the composition root. */
    persistToken: (_, _token: string) => {},
    persistUser: (_, _user: User) => {},
    clearPersistedSession: () => {},
    navigate: (_, _route: Route) => {},
    notifyText: (_, _message: string) => {},
    /* Context updates. */
    startAttempt: assign({ failure: null, passwordReset: false }),
    rememberLogin: assign((_, request: LoginRequest) => ({ pendingLogin: request })),
    storeToken: assign((_, token: string) => ({ token, pendingLogin: null, challenge: null })),
    storeChallenge: assign((_, challenge: string) => ({ challenge, pendingLogin: null })),
    forgetChallenge: assign({ challenge: null }),
    storeUser: assign((_, user: User) => ({ user })),
    recordFailure: assign((_, error: unknown) => ({ failure: asFailure(error), pendingLogin: null })),
    markPasswordReset: assign({ passwordReset: true }),
    forgetSession: assign({ token: null, user: null, pendingLogin: null }),
    redirectLater: raise((_, route: RouteName) => ({ type: 'session.redirect' as const, route }), {
      delay: REDIRECT_DELAY_MS,
      id: REDIRECT_ID,
    }),
    /** Drops a redirect still waiting (a 998's, when a 999 comes after it). */
    dropRedirect: cancel(REDIRECT_ID),
    holdRedirect: assign((_, route: RouteName) => ({ pendingRedirect: route })),
    releaseRedirect: assign({ pendingRedirect: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
    needsSecondFactor: (_, outcome: LoginOutcome) => outcome.kind === 'secondFactor',
    /** The server no longer knows the challenge (expired or used): only a new sign-in helps. */
    challengeEnded: (_, error: unknown) => {
      const failure = asFailure(error);
      return failure.kind === 'Rejected' && failure.code === 'SESSION.LOGIN_CHALLENGE_EXPIRED';
    },
    /** No redirect is under way to `route`, or, with none given, at all. */
    notRedirecting: ({ context }, route: RouteName | null) =>
      context.pendingRedirect === null || (route !== null && context.pendingRedirect !== route),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.token,
    user: input.user,
    failure: null,
    passwordReset: false,
    pendingLogin: null,
    challenge: null,
    pendingRedirect: null,
  }),
  initial: 'restoring',
  on: {
    // A 999 wins over a 998 already on its way (the session is gone either way); a second of
    // either in the same burst is the same news.
    'session.expired': {
      guard: { type: 'notRedirecting', params: 'login' },
      target: '.signedOut',
      actions: [
        'forgetSession',
        'clearPersistedSession',
        { type: 'notifyText', params: ({ event }) => event.message },
        'dropRedirect',
        { type: 'holdRedirect', params: 'login' },
        { type: 'redirectLater', params: 'login' },
      ],
    },
    'session.unverified': {
      guard: { type: 'notRedirecting', params: null },
      actions: [
        { type: 'notifyText', params: ({ event }) => event.message },
        { type: 'holdRedirect', params: 'verification' },
        { type: 'redirectLater', params: 'verification' },
      ],
    },
    'session.redirect': {
      actions: [
        'releaseRedirect',
        { type: 'navigate', params: ({ event }) => ({ name: event.route, path: Routes[event.route] }) },
      ],
    },
  },
  states: {
    restoring: {
      always: [{ guard: 'hasToken', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        'session.login': {
          target: 'signingIn',
          actions: ['startAttempt', { type: 'rememberLogin', params: ({ event }) => event.request }],
        },
        'session.register': {
          target: 'registering',
          actions: [
            'startAttempt',
            {
              type: 'rememberLogin',
              params: ({ event }) => ({
                userString: event.request.userString,
                password: event.request.password,
              }),
            },
          ],
        },
        'session.recover': { target: 'recovering', actions: 'startAttempt' },
      },
    },
    signingIn: {
      invoke: {
        src: 'login',
        input: ({ context }) => context.pendingLogin!,
        onDone: [
          {
            guard: { type: 'needsSecondFactor', params: ({ event }) => event.output },
            target: 'secondFactor',
            actions: {
              type: 'storeChallenge',
              params: ({ event }) => (event.output.kind === 'secondFactor' ? event.output.challenge : ''),
            },
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'storeToken', params: ({ event }) => tokenOf(event.output) },
              { type: 'persistToken', params: ({ event }) => tokenOf(event.output) },
            ],
          },
        ],
        onError: { target: 'signedOut', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    /** The password was right and the account has two-factor authentication on: a code completes it. */
    secondFactor: {
      initial: 'waiting',
      on: { 'session.cancel': { target: 'signedOut', actions: ['startAttempt', 'forgetChallenge'] } },
      states: {
        waiting: {
          on: { 'session.secondFactor': { target: 'verifying', actions: 'startAttempt' } },
        },
        verifying: {
          invoke: {
            src: 'loginSecondFactor',
            input: ({ context, event }) => {
              assertEvent(event, 'session.secondFactor');
              return { challenge: context.challenge ?? '', code: event.code };
            },
            onDone: {
              target: '#session.signedIn',
              actions: [
                { type: 'storeToken', params: ({ event }) => event.output },
                { type: 'persistToken', params: ({ event }) => event.output },
              ],
            },
            onError: [
              {
                guard: { type: 'challengeEnded', params: errorOf },
                target: '#session.signedOut',
                actions: [{ type: 'recordFailure', params: errorOf }, 'forgetChallenge'],
              },
              { target: 'waiting', actions: { type: 'recordFailure', params: errorOf } },
            ],
          },
        },
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'session.register');
          return event.request;
        },
        // A new account signs straight in with the credentials just chosen.
        onDone: 'signingIn',
        onError: { target: 'signedOut', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    recovering: {
      invoke: {
        src: 'resetPassword',
        input: ({ event }) => {
          assertEvent(event, 'session.recover');
          return event.request;
        },
        onDone: { target: 'signedOut', actions: 'markPasswordReset' },
        onError: { target: 'signedOut', actions: { type: 'recordFailure', params: errorOf } },
      },
    },
    signedIn: {
      // A redirect still waiting from before (a 999's to the login page) is old news once signed in.
      entry: ['dropRedirect', 'releaseRedirect'],
      initial: 'loadingUser',
      on: {
        'session.logout': '.signingOut',
        'session.refresh': '.loadingUser',
      },
      states: {
        loadingUser: {
          invoke: {
            src: 'userInfo',
            onDone: {
              target: 'ready',
              actions: [
                { type: 'storeUser', params: ({ event }) => event.output },
                { type: 'persistUser', params: ({ event }) => event.output },
              ],
            },
            // A 999 here is handled by `session.expired`; other failures keep the stored user.
            onError: 'ready',
          },
        },
        ready: {},
        signingOut: {
          invoke: {
            src: 'logout',
            onDone: '#session.signedOut',
            // The token is forgotten locally even if the server could not be told.
            onError: '#session.signedOut',
          },
          exit: ['forgetSession', 'clearPersistedSession'],
        },
      },
    },
  },
});
