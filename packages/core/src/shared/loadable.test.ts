import { describe, expect, it } from 'vitest';
import { Failures } from './failure.js';
import { combineLoadables, Loadables, latestValue } from './loadable.js';

describe('Loadable', () => {
  it('keeps the previous value while reloading and after a failure, so screens can keep showing it', () => {
    const offline = Failures.network('offline');
    expect(latestValue(Loadables.idle)).toBeUndefined();
    expect(latestValue(Loadables.ready(3))).toBe(3);
    expect(latestValue(Loadables.loading(2))).toBe(2);
    expect(latestValue(Loadables.loading())).toBeUndefined();
    expect(latestValue(Loadables.failed(offline, 1))).toBe(1);
    expect(latestValue(Loadables.failed(offline))).toBeUndefined();
  });

  it('leaves out a previous value it does not have', () => {
    expect(Loadables.idle).toEqual({ status: 'idle' });
    expect(Loadables.loading()).toStrictEqual({ status: 'loading' });
    expect(Loadables.loading(0)).toStrictEqual({ status: 'loading', previous: 0 });
    expect(Loadables.failed(Failures.timeout())).toStrictEqual({
      status: 'failed',
      failure: Failures.timeout(),
    });
    expect(Loadables.failed(Failures.timeout(), 'x')).toStrictEqual({
      status: 'failed',
      failure: Failures.timeout(),
      previous: 'x',
    });
  });
});

describe('combineLoadables', () => {
  const offline = Failures.network('offline');

  it('is ready with every value, in order, once all parts are', () => {
    expect(combineLoadables(Loadables.ready(1), Loadables.ready('a'))).toEqual(Loadables.ready([1, 'a']));
  });

  it('is loading while a part is, keeping the values only when every part has one', () => {
    expect(combineLoadables(Loadables.ready(1), Loadables.loading<string>())).toStrictEqual(
      Loadables.loading(),
    );
    expect(combineLoadables(Loadables.ready(1), Loadables.loading('a'))).toStrictEqual(
      Loadables.loading([1, 'a']),
    );
    expect(combineLoadables(Loadables.idle, Loadables.ready(2))).toStrictEqual(Loadables.loading());
  });

  it('is failed as soon as one part failed, with the first failure', () => {
    expect(
      combineLoadables(
        Loadables.loading<number>(),
        Loadables.failed(offline),
        Loadables.failed(Failures.timeout()),
      ),
    ).toStrictEqual(Loadables.failed(offline));
    expect(combineLoadables(Loadables.ready(1), Loadables.failed(offline, 2))).toStrictEqual(
      Loadables.failed(offline, [1, 2]),
    );
  });
});
