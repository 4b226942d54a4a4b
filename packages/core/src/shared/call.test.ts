import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import * as E from '#fp-ts/Either.js';
import * as TE from '#fp-ts/TaskEither.js';
import { asFailure, fromCall, notProvided, tapFailures } from './call.js';
import { type Failure, Failures } from './failure.js';

describe('asFailure', () => {
  it('reads every kind of Failure back as itself', () => {
    const failures: Failure[] = [
      Failures.notLoggedIn('a'),
      Failures.notVerified('b'),
      Failures.rejected('X', 'c'),
      Failures.rateLimited('d'),
      Failures.network('e'),
      Failures.timeout(),
      Failures.decode(['f: expected string']),
    ];
    for (const failure of failures) expect(asFailure(failure)).toBe(failure);
  });

  it('reports anything else as a Network failure with what it could say', () => {
    expect(asFailure(new Error('adapter bug'))).toEqual(Failures.network('adapter bug'));
    expect(asFailure('broken')).toEqual(Failures.network('broken'));
    expect(asFailure(null)).toEqual(Failures.network('null'));
    expect(asFailure({ kind: 'Unknown' })).toEqual(Failures.network('[object Object]'));
    expect(asFailure({ message: 'no kind' })).toEqual(Failures.network('[object Object]'));
  });
});

describe('fromCall', () => {
  it('resolves with the Right and rejects with the Left of a port call', async () => {
    const ok = createActor(
      fromCall((n: number) => TE.right<Failure, number>(n * 2)),
      { input: 21 },
    ).start();
    expect(await toPromise(ok)).toBe(42);
    const refused = createActor(
      fromCall((_: number) => TE.left<Failure, number>(Failures.timeout())),
      {
        input: 1,
      },
    ).start();
    await expect(toPromise(refused)).rejects.toEqual(Failures.timeout());
  });
});

describe('notProvided', () => {
  it('fails loudly, naming the actor that was not wired', async () => {
    const actor = createActor(notProvided<void, void>('sendCode')).start();
    await expect(toPromise(actor)).rejects.toThrow('actor sendCode was not provided');
  });
});

describe('tapFailures', () => {
  it('shows every failure to the tap before the caller, and passes values and other members through', async () => {
    const seen = vi.fn();
    const port = {
      version: 3,
      ok: (n: number) => TE.right<Failure, number>(n + 1),
      refused: () => TE.left<Failure, number>(Failures.notLoggedIn('gone')),
    };
    const tapped = tapFailures(port, () => seen);
    expect(tapped.version).toBe(3);
    expect(await tapped.ok(1)()).toEqual(E.right(2));
    expect(seen).not.toHaveBeenCalled();
    expect(await tapped.refused()()).toEqual(E.left(Failures.notLoggedIn('gone')));
    expect(seen).toHaveBeenCalledWith(Failures.notLoggedIn('gone'));
  });
});
