import { describe, expect, it } from 'vitest';
import * as E from '#fp-ts/Either.js';
import { IntInRange } from './codecs.js';
import { contract } from './contract.js';
import { schemaOf } from './openapi.js';

describe('IntInRange', () => {
  const Seconds = IntInRange(1, 60);

  it('takes whole numbers within its bounds, from JSON or from text', () => {
    expect(Seconds.decode(1)).toEqual(E.right(1));
    expect(Seconds.decode('60')).toEqual(E.right(60));
    expect(Seconds.is(30)).toBe(true);
    expect(Seconds.is(61)).toBe(false);
  });

  it.each([0, 61, -1, 1.5, '1e1', '', null, '7 '])('refuses %j', (input) => {
    expect(E.isLeft(Seconds.decode(input))).toBe(true);
  });

  it('describes its bounds in the OpenAPI document', () => {
    expect(schemaOf(Seconds)).toEqual({ type: 'integer', minimum: 1, maximum: 60 });
    expect(JSON.stringify(schemaOf(contract.clockAdvance.params))).toContain(
      '"seconds":{"type":"integer","minimum":1,"maximum":31622400}',
    );
  });
});
