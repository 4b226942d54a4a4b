import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import * as TE from '#fp-ts/TaskEither.js';
import { fromCall } from '../shared/call.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import { type SessionInput, sessionMachine } from './machine.js';
import type { LoginOutcome, SecondFactorRequest, User } from './model.js';

/** Spec §2: the login page and the identity verification page (the redirects wait 1200 ms, §2 and §7). */
const LOGIN = { name: 'login', path: '/pages/common/login' };
const VERIFICATION = { name: 'verification', path: '/pages/setting/real_mark' };

const user: User = {
  id: 1,
  username: null,
  email: 'ada@example.com',
  mobile: null,
  nickname: 'ada',
  headPortrait: '',
  signature: '',
  creditScore: 100,
  verificationLevel: 0,
  inviteCode: 'ABCD1234',
  vipLevel: 0,
  hasPayPassword: false,
  withdrawalsHeldUntil: null,
  hasAntiPhishingCode: false,
};

const ok =
  <A>(value: A) =>
  () =>
    TE.right<Failure, A>(value);
const fail = (failure: Failure) => () => TE.left<Failure, never>(failure);

type Port<A> = () => TE.TaskEither<Failure, A>;

const signedIn = (token: string): LoginOutcome => ({ kind: 'signedIn', token });
const challenged: LoginOutcome = { kind: 'secondFactor', challenge: 'ch-1' };

const start = (
  overrides: {
    login?: Port<LoginOutcome>;
    loginSecondFactor?: (request: SecondFactorRequest) => TE.TaskEither<Failure, string>;
    logout?: Port<void>;
    register?: Port<void>;
    resetPassword?: Port<void>;
    userInfo?: Port<User>;
  } = {},
  input?: SessionInput,
) => {
  const effects = { token: vi.fn(), user: vi.fn(), cleared: vi.fn(), navigate: vi.fn(), notify: vi.fn() };
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      login: fromCall(overrides.login ?? ok(signedIn('tok-1'))),
      loginSecondFactor: fromCall(overrides.loginSecondFactor ?? ok('tok-2fa')),
      logout: fromCall(overrides.logout ?? ok<void>(undefined)),
      register: fromCall(overrides.register ?? ok<void>(undefined)),
      resetPassword: fromCall(overrides.resetPassword ?? ok<void>(undefined)),
      userInfo: fromCall(overrides.userInfo ?? ok(user)),
    },
    actions: {
      persistToken: (_, token) => effects.token(token),
      persistUser: (_, u) => effects.user(u),
      clearPersistedSession: () => effects.cleared(),
      navigate: (_, route) => effects.navigate(route),
      notifyText: (_, text) => effects.notify(text),
    },
  });
  const actor = createActor(machine, { input: input ?? { token: null, user: null }, clock }).start();
  return { actor, effects, clock };
};

describe('session machine', () => {
  it('signs in, stores the token and then the user', async () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.login', request: { userString: 'ada@example.com', password: 'secret-1' } });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('tok-1');
    expect(effects.token).toHaveBeenCalledWith('tok-1');
    expect(effects.user).toHaveBeenCalledWith(user);
  });

  it('stays signed out with the failure when the login is refused', async () => {
    const { actor, effects } = start({
      login: fail(Failures.rejected('SESSION.LOGIN_FAILED', 'Login failed')),
    });
    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'wrong-pass' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.failure).toEqual(
      Failures.rejected('SESSION.LOGIN_FAILED', 'Login failed'),
    );
    expect(effects.token).not.toHaveBeenCalled();
  });

  it('asks for a second factor when the account has one, and signs in with the code', async () => {
    const loginSecondFactor = vi.fn((_: SecondFactorRequest) => TE.right<Failure, string>('tok-2fa'));
    const { actor, effects } = start({ login: ok(challenged), loginSecondFactor });
    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'secret-1' } });
    await settle();
    expect(actor.getSnapshot().matches({ secondFactor: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.token).not.toHaveBeenCalled();

    actor.send({ type: 'session.secondFactor', code: '123456' });
    await settle();
    expect(loginSecondFactor).toHaveBeenCalledWith({ challenge: 'ch-1', code: '123456' });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok-2fa', challenge: null });
    expect(effects.token).toHaveBeenCalledWith('tok-2fa');
  });

  it('keeps waiting for a code after a wrong one, with the failure to show', async () => {
    const wrong = Failures.rejected('SESSION.TWO_FACTOR_CODE_INVALID', 'Wrong code');
    const { actor } = start({ login: ok(challenged), loginSecondFactor: fail(wrong) });
    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'secret-1' } });
    await settle();
    actor.send({ type: 'session.secondFactor', code: '000000' });
    await settle();
    expect(actor.getSnapshot().matches({ secondFactor: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ failure: wrong, challenge: 'ch-1', token: null });
  });

  it('goes back to the password once the challenge has expired, or when the user gives up', async () => {
    const expired = Failures.rejected('SESSION.LOGIN_CHALLENGE_EXPIRED', 'Sign in again');
    const { actor } = start({ login: ok(challenged), loginSecondFactor: fail(expired) });
    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'secret-1' } });
    await settle();
    actor.send({ type: 'session.secondFactor', code: '000000' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ failure: expired, challenge: null });

    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'secret-1' } });
    await settle();
    expect(actor.getSnapshot().matches('secondFactor')).toBe(true);
    actor.send({ type: 'session.cancel' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, challenge: null });
  });

  it('signs a new account straight in with the credentials it registered', async () => {
    const login = vi.fn(ok(signedIn('tok-new')));
    const { actor } = start({ login });
    actor.send({
      type: 'session.register',
      request: {
        kind: 'username',
        userString: 'ada_l',
        password: 'secret-1',
        rePassword: 'secret-1',
        inviteCode: 'TESSERA',
      },
    });
    await settle();
    expect(login).toHaveBeenCalledWith({ userString: 'ada_l', password: 'secret-1' });
    expect(actor.getSnapshot().context.token).toBe('tok-new');
  });

  it('restores a stored session and refreshes the user', async () => {
    const { actor } = start({}, { token: 'stored', user: null });
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(user);
  });

  it('on a 999 clears the session, shows the message and goes to login after 1200 ms', async () => {
    const { actor, effects, clock } = start({}, { token: 'stored', user });
    await settle();
    actor.send({ type: 'session.expired', message: 'Please log in' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.cleared).toHaveBeenCalled();
    expect(effects.notify).toHaveBeenCalledWith('Please log in');
    clock.increment(1199);
    expect(effects.navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.navigate).toHaveBeenCalledWith(LOGIN);
  });

  it('drops the login redirect of a 999 when the user signs in before it fires', async () => {
    const { actor, effects, clock } = start({}, { token: 'stored', user });
    await settle();
    actor.send({ type: 'session.expired', message: 'Please log in' });
    clock.increment(600);
    actor.send({
      type: 'session.login',
      request: { userString: 'ada@example.com', password: 'secret-pass' },
    });
    await settle();
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    clock.increment(1200);
    expect(effects.navigate).not.toHaveBeenCalled();
    // A later 999 redirects again.
    actor.send({ type: 'session.expired', message: 'Please log in' });
    clock.increment(1200);
    expect(effects.navigate).toHaveBeenCalledWith(LOGIN);
  });

  it('shows one message and navigates once for a burst of 999s, and again for a later one', async () => {
    const { actor, effects, clock } = start({}, { token: 'stored', user });
    await settle();
    for (let i = 0; i < 4; i++) actor.send({ type: 'session.expired', message: 'Please log in' });
    expect(effects.notify).toHaveBeenCalledTimes(1);
    clock.increment(1200);
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.expired', message: 'Please log in' });
    expect(effects.notify).toHaveBeenCalledTimes(2);
  });

  it('lets a 999 replace a 998 under way, and ignores a 998 while a 999 is', async () => {
    const { actor, effects, clock } = start({}, { token: 'stored', user });
    await settle();
    actor.send({ type: 'session.unverified', message: 'Verify your identity first' });
    actor.send({ type: 'session.unverified', message: 'Verify your identity first' });
    actor.send({ type: 'session.expired', message: 'Please log in' });
    actor.send({ type: 'session.unverified', message: 'Verify your identity first' });
    expect(effects.notify.mock.calls).toEqual([['Verify your identity first'], ['Please log in']]);
    clock.increment(1200);
    expect(effects.navigate.mock.calls).toEqual([[LOGIN]]);
  });

  it('on a 998 keeps the session and goes to identity verification after 1200 ms', async () => {
    const { actor, effects, clock } = start({}, { token: 'stored', user });
    await settle();
    actor.send({ type: 'session.unverified', message: 'Verify your identity first' });
    expect(effects.notify).toHaveBeenCalledWith('Verify your identity first');
    clock.increment(1199);
    expect(effects.navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.navigate).toHaveBeenCalledWith(VERIFICATION);
    expect(effects.navigate).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.token).toBe('stored');
    expect(effects.cleared).not.toHaveBeenCalled();
  });

  it('logs out and forgets the session', async () => {
    const { actor, effects } = start({}, { token: 'stored', user });
    await settle();
    actor.send({ type: 'session.logout' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(effects.cleared).toHaveBeenCalled();
  });

  it('marks a successful password reset for the login page', async () => {
    const { actor } = start();
    actor.send({
      type: 'session.recover',
      request: {
        userString: 'ada@example.com',
        code: '123456',
        password: 'secret-2',
        rePassword: 'secret-2',
      },
    });
    await settle();
    expect(actor.getSnapshot().context.passwordReset).toBe(true);
  });

  it('starts signed out without a stored token', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, failure: null });
  });

  it('keeps the stored user when refreshing it fails for another reason than 999', async () => {
    const { actor, effects } = start(
      { userInfo: fail(Failures.network('offline')) },
      { token: 'stored', user },
    );
    await settle();
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(user);
    expect(effects.user).not.toHaveBeenCalled();
  });

  it('loads the user again on session.refresh', async () => {
    const userInfo = vi.fn(ok(user));
    const { actor } = start({ userInfo }, { token: 'stored', user: null });
    await settle();
    actor.send({ type: 'session.refresh' });
    await settle();
    expect(userInfo).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
  });

  it('forgets the session locally even when the server cannot be told about the logout', async () => {
    const { actor, effects } = start(
      { logout: fail(Failures.network('offline')) },
      { token: 'stored', user },
    );
    await settle();
    actor.send({ type: 'session.logout' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(effects.cleared).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused registration for the form and does not sign in', async () => {
    const login = vi.fn(ok(signedIn('tok-new')));
    const refusal = Failures.rejected('SESSION.ACCOUNT_EXISTS', 'Taken');
    const { actor } = start({ login, register: fail(refusal) });
    actor.send({
      type: 'session.register',
      request: {
        kind: 'username',
        userString: 'ada_l',
        password: 'secret-1',
        rePassword: 'secret-1',
        inviteCode: 'TESSERA',
      },
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ failure: refusal, pendingLogin: null });
    expect(login).not.toHaveBeenCalled();
  });

  it('keeps a refused reset for the form, and a new attempt clears both the failure and the reset mark', async () => {
    const refusal = Failures.rejected('SESSION.CODE_INVALID', 'Wrong code');
    const request = {
      userString: 'ada@example.com',
      code: '123456',
      password: 'secret-2',
      rePassword: 'secret-2',
    };
    const refused = start({ resetPassword: fail(refusal) });
    refused.actor.send({ type: 'session.recover', request });
    await settle();
    expect(refused.actor.getSnapshot().value).toBe('signedOut');
    expect(refused.actor.getSnapshot().context).toMatchObject({ failure: refusal, passwordReset: false });

    const { actor } = start({ login: fail(refusal) });
    actor.send({ type: 'session.recover', request });
    await settle();
    expect(actor.getSnapshot().context.passwordReset).toBe(true);
    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'secret-2' } });
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, passwordReset: false });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(refusal);
    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'secret-2' } });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('sends each port exactly the request the form built', async () => {
    const login = vi.fn(ok(signedIn('tok-1')));
    const register = vi.fn(ok<void>(undefined));
    const resetPassword = vi.fn(ok<void>(undefined));
    const { actor } = start({ login, register, resetPassword });
    const credentials = { userString: 'ada', password: 'secret-1' };
    actor.send({ type: 'session.login', request: credentials });
    await settle();
    expect(login).toHaveBeenCalledWith(credentials);
    actor.send({ type: 'session.logout' });
    await settle();
    const reset = { userString: 'ada', code: '123456', password: 'secret-2', rePassword: 'secret-2' };
    actor.send({ type: 'session.recover', request: reset });
    await settle();
    expect(resetPassword).toHaveBeenCalledWith(reset);
    const registration = {
      kind: 'email' as const,
      userString: 'ada@example.com',
      code: '123456',
      password: 'secret-3',
      rePassword: 'secret-3',
      inviteCode: 'TESSERA',
    };
    actor.send({ type: 'session.register', request: registration });
    await settle();
    expect(register).toHaveBeenCalledWith(registration);
  });

  it('starts with no failure, no reset mark, no pending login, no challenge and no redirect under way', () => {
    const { actor } = start({}, { token: 'stored', user });
    expect(actor.getSnapshot().context).toEqual({
      token: 'stored',
      user,
      failure: null,
      passwordReset: false,
      pendingLogin: null,
      challenge: null,
      pendingRedirect: null,
    });
  });

  it('names the port call that was never wired instead of hanging', async () => {
    const actor = createActor(sessionMachine, { input: { token: null, user: null } }).start();
    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'secret-1' } });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(Failures.network('actor login was not provided'));
    actor.send({
      type: 'session.register',
      request: {
        kind: 'username',
        userString: 'ada_l',
        password: 'p-1234567',
        rePassword: 'p-1234567',
        inviteCode: 'T1234',
      },
    });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(Failures.network('actor register was not provided'));
    actor.send({
      type: 'session.recover',
      request: { userString: 'ada', code: '123456', password: 'p-1234567', rePassword: 'p-1234567' },
    });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(
      Failures.network('actor resetPassword was not provided'),
    );
  });

  it('clears the last failure as soon as a registration or a reset starts', async () => {
    const refusal = Failures.rejected('SESSION.LOGIN_FAILED', 'Login failed');
    const pending = () => () => new Promise<never>(() => {});
    const { actor } = start({ login: fail(refusal), register: pending, resetPassword: pending });
    actor.send({ type: 'session.login', request: { userString: 'ada', password: 'wrong-pass' } });
    await settle();
    expect(actor.getSnapshot().context.failure).toEqual(refusal);
    actor.send({
      type: 'session.register',
      request: {
        kind: 'username',
        userString: 'ada_l',
        password: 'p-1234567',
        rePassword: 'p-1234567',
        inviteCode: 'T1234',
      },
    });
    expect(actor.getSnapshot().context.failure).toBeNull();

    const second = start({ login: fail(refusal), resetPassword: pending });
    second.actor.send({ type: 'session.login', request: { userString: 'ada', password: 'wrong-pass' } });
    await settle();
    second.actor.send({
      type: 'session.recover',
      request: { userString: 'ada', code: '123456', password: 'p-1234567', rePassword: 'p-1234567' },
    });
    expect(second.actor.getSnapshot().context.failure).toBeNull();
  });
});
