// biome-ignore-all lint/suspicious/noTemplateCurlyInString: scenario placeholders are written like template literals on purpose.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { bindVars, interpolate, interpolateText } from './interpolate.js';

const bindings = {
  values: { random: 'k3x9', email: 'sim-k3x9@example.test', count: 3 },
  env: { HOME: '/home/sim' },
};

describe('interpolateText', () => {
  it('fills placeholders inside text', () => {
    expect(interpolateText('user-${random}!', bindings)).toEqual(E.right('user-k3x9!'));
  });

  it('keeps the type of a value when the text is one placeholder', () => {
    expect(interpolateText('${count}', bindings)).toEqual(E.right(3));
    expect(interpolateText('n=${count}', bindings)).toEqual(E.right('n=3'));
  });

  it('reads the environment and falls back to a default', () => {
    expect(interpolateText('${env.HOME}', bindings)).toEqual(E.right('/home/sim'));
    expect(interpolateText('${env.MISSING:-TESSERA}', bindings)).toEqual(E.right('TESSERA'));
    expect(interpolateText('${nope:-}', bindings)).toEqual(E.right(''));
  });

  it('leaves escaped placeholders as written', () => {
    expect(interpolateText('$${random} is ${random}', bindings)).toEqual(E.right('${random} is k3x9'));
  });

  it('names unknown variables and the known ones', () => {
    const result = interpolateText('${emial}', bindings);
    expect(result).toEqual(E.left('unknown variable "emial" (known: env.NAME, random, email, count)'));
    expect(interpolateText('${env.MISSING}', bindings)).toEqual(
      E.left('environment variable MISSING is not set (write ${env.MISSING:-default} to give a default)'),
    );
  });

  it('leaves text without placeholders alone', () => {
    expect(interpolateText('plain $ { text }', bindings)).toEqual(E.right('plain $ { text }'));
  });
});

describe('interpolate', () => {
  it('fills every string of nested values and keeps the rest', () => {
    const value = { steps: [{ login: { user: '${email}', password: 'pw', retries: 2 } }, 'logout'] };
    expect(interpolate(value, bindings)).toEqual(
      E.right({
        steps: [{ login: { user: 'sim-k3x9@example.test', password: 'pw', retries: 2 } }, 'logout'],
      }),
    );
  });

  it('reports every unfillable string with its path', () => {
    const result = interpolate({ steps: [{ login: { user: '${a}' } }, { wait: '${b}' }] }, bindings);
    expect(E.isLeft(result) && result.left.map((line) => line.split(':')[0])).toEqual([
      'steps[0].login.user',
      'steps[1].wait',
    ]);
  });
});

describe('bindVars', () => {
  it('lets a var use builtins and the vars above it', () => {
    const result = bindVars({ user: 'sim${random}', email: '${user}@example.test' }, { random: 'abc' }, {});
    expect(E.map((b: { values: Record<string, unknown> }) => b.values)(result)).toEqual(
      E.right({ random: 'abc', user: 'simabc', email: 'simabc@example.test' }),
    );
  });

  it('refuses to redefine a builtin and reports a var that uses one defined below it', () => {
    const result = bindVars({ random: 'x', first: '${second}', second: 'y' }, { random: 'abc' }, {});
    expect(result).toEqual(
      E.left([
        'vars.random: "random" is built in and cannot be redefined',
        'vars.first: unknown variable "second" (known: env.NAME, random)',
      ]),
    );
  });
});
