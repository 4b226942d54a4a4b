import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { fromCall } from '../shared/call.js';
import { type Failure, Failures } from '../shared/failure.js';
import { settle } from '../testing/settle.js';
import {
  LOGIN_PATH,
  REDIRECT_DELAY_MS,
  type SessionInput,
  sessionMachine,
  VERIFICATION_PATH,
} from './machine.js';
import type { User } from './model.js';

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
};

const ok =
  <A>(value: A) =>
  () =>
    TE.right<Failure, A>(value);
const fail = (failure: Failure) => () => TE.left<Failure, never>(failure);

const start = (overrides: { login?: () => TE.TaskEither<Failure, string> } = {}, input?: SessionInput) => {
  const effects = { token: vi.fn(), user: vi.fn(), cleared: vi.fn(), navigate: vi.fn(), notify: vi.fn() };
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      login: fromCall(overrides.login ?? ok('tok-1')),
      logout: fromCall(ok<void>(undefined)),
      register: fromCall(ok<void>(undefined)),
      resetPassword: fromCall(ok<void>(undefined)),
      userInfo: fromCall(ok(user)),
    },
    actions: {
      persistToken: (_, token) => effects.token(token),
      persistUser: (_, u) => effects.user(u),
      clearPersistedSession: () => effects.cleared(),
      navigate: (_, path) => effects.navigate(path),
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

  it('signs a new account straight in with the credentials it registered', async () => {
    const login = vi.fn(ok('tok-new'));
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
    clock.increment(REDIRECT_DELAY_MS - 1);
    expect(effects.navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.navigate).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it('on a 998 keeps the session and goes to identity verification after 1200 ms', async () => {
    const { actor, effects, clock } = start({}, { token: 'stored', user });
    await settle();
    actor.send({ type: 'session.unverified', message: 'Verify your identity first' });
    clock.increment(REDIRECT_DELAY_MS);
    expect(effects.navigate).toHaveBeenCalledWith(VERIFICATION_PATH);
    expect(actor.getSnapshot().context.token).toBe('stored');
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
});
