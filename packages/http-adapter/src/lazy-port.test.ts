import { describe, expect, it } from 'vitest';
import * as TE from '#fp-ts/TaskEither.js';
import { lazyPort } from './lazy-port.js';

interface EchoApi {
  echo(text: string): TE.TaskEither<never, string>;
  twice(text: string): TE.TaskEither<never, string>;
}

const EchoCalls = { echo: true, twice: true } as const;

describe('lazyPort', () => {
  it('loads the port on the first call, once, and answers as the port does', async () => {
    let loads = 0;
    const port = lazyPort<EchoApi>(async () => {
      loads += 1;
      return { echo: (text) => TE.right(text), twice: (text) => TE.right(text + text) };
    }, EchoCalls);
    expect(loads).toBe(0);
    expect(await Promise.all([port.echo('a')(), port.twice('b')()])).toEqual([
      { _tag: 'Right', right: 'a' },
      { _tag: 'Right', right: 'bb' },
    ]);
    expect(loads).toBe(1);
  });

  it('answers a module it could not fetch as a network failure, and tries again on the next call', async () => {
    let attempt = 0;
    const port = lazyPort<EchoApi>(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Failed to fetch dynamically imported module');
      return { echo: (text) => TE.right(text), twice: (text) => TE.right(text + text) };
    }, EchoCalls);
    expect(await port.echo('a')()).toMatchObject({ _tag: 'Left', left: { kind: 'Network' } });
    expect(await port.echo('a')()).toEqual({ _tag: 'Right', right: 'a' });
  });
});
