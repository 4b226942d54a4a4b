import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { interpretEnvelope } from './envelope.js';

const right = (value: unknown) => ({ _tag: 'Right', right: value });
const left = (value: unknown) => ({ _tag: 'Left', left: value });

describe('interpretEnvelope (spec §7 response handling)', () => {
  it("takes type 'ok' and code 1 as success and decodes the message", () => {
    expect(interpretEnvelope({ type: 'ok', message: 'tok' }, t.string)).toEqual(right('tok'));
    expect(interpretEnvelope({ code: 1, message: 'tok' }, t.string)).toEqual(right('tok'));
    expect(interpretEnvelope({ code: '1', message: 'tok' }, t.string)).toEqual(right('tok'));
  });

  it.each([999, '999'])('reads type %j as "not logged in" with the server\'s message', (type) => {
    expect(interpretEnvelope({ type, message: 'Please log in' }, t.string)).toEqual(
      left({ kind: 'NotLoggedIn', message: 'Please log in' }),
    );
  });

  it.each([998, '998'])('reads type %j as "not verified" with the server\'s message', (type) => {
    expect(interpretEnvelope({ type, message: 'Verify first' }, t.string)).toEqual(
      left({ kind: 'NotVerified', message: 'Verify first' }),
    );
  });

  it("turns anything else into a Rejected failure with the server's message and code", () => {
    expect(
      interpretEnvelope(
        { type: 'error', code: 'WALLET.INSUFFICIENT_BALANCE', message: 'Insufficient balance' },
        t.string,
      ),
    ).toEqual(
      left({ kind: 'Rejected', code: 'WALLET.INSUFFICIENT_BALANCE', message: 'Insufficient balance' }),
    );
    expect(interpretEnvelope({ type: 'error', message: 'Nope' }, t.string)).toEqual(
      left({ kind: 'Rejected', code: 'UNKNOWN', message: 'Nope' }),
    );
  });

  it('says which path did not match when a success payload has the wrong shape', () => {
    const result = interpretEnvelope({ type: 'ok', message: { id: 'x' } }, t.type({ id: t.number }));
    expect(result).toEqual(left({ kind: 'Decode', errors: ['id: expected number'] }));
  });

  it('reports a missing envelope as a Decode failure', () => {
    expect(interpretEnvelope('<html>', t.string)).toMatchObject(left({ kind: 'Decode' }));
  });
});
