import { describe, expect, it } from 'vitest';
import { outboxOnly } from '../test-support.js';
import { awaitCode, codeIn, mobileAddress, mobileNumberOf } from './codes.js';
import type { Operator, OutboxMessage } from './context.js';

const message = (body: string): OutboxMessage => ({
  to: 'a@example.test',
  channel: 'email',
  subject: 'Your code',
  body,
  created_at: '2026-11-22T10:00:00Z',
});

/** An outbox that receives `later` on the second read, newest first like the server's. */
const outbox = (initial: OutboxMessage[], later: OutboxMessage[] = []): Operator => {
  let reads = 0;
  return {
    ...outboxOnly,
    canRead: true,
    outbox: async () => {
      reads += 1;
      return { ok: true, messages: reads >= 2 ? [...later, ...initial] : initial };
    },
  };
};

describe('codeIn', () => {
  it('finds a 6-digit code and ignores longer or shorter numbers', () => {
    expect(codeIn('Your Tessera code is 042917. It expires in 10 minutes.')).toBe('042917');
    expect(codeIn('Order 1234567 and 12345 are not codes')).toBeUndefined();
  });
});

describe('mobileAddress', () => {
  it('prefixes the area code with +', () => {
    expect(mobileAddress('44', '7700900123')).toBe('+447700900123');
  });
});

describe('mobileNumberOf', () => {
  it('uses the split recorded when a code was sent to the number', () => {
    const known = new Map([['+447700900123', { areaCode: '44', mobile: '7700900123' }]]);
    expect(mobileNumberOf('+447700900123', known)).toEqual({ areaCode: '44', mobile: '7700900123' });
  });

  it('otherwise takes the shortest area code that leaves a valid number, naming the same address', () => {
    const split = mobileNumberOf('+447700900123', new Map());
    expect(split).toEqual({ areaCode: '4', mobile: '47700900123' });
    expect(mobileAddress(split!.areaCode, split!.mobile)).toBe('+447700900123');
    expect(mobileNumberOf('+1234', new Map())).toBeUndefined();
    expect(mobileNumberOf('447700900123', new Map())).toBeUndefined();
  });
});

describe('awaitCode', () => {
  it('waits for a message newer than the ones already seen', async () => {
    const operator = outbox([message('old code 111111')], [message('new code 222222')]);
    expect(await awaitCode(operator, 'a@example.test', 1, 1000, 1)).toEqual({ ok: true, code: '222222' });
  });

  it('gives up with a clear error when no new code arrives', async () => {
    const result = await awaitCode(outbox([message('old code 111111')]), 'a@example.test', 1, 20, 5);
    expect(result).toEqual({
      ok: false,
      error: 'no new message with a 6-digit code reached a@example.test within 20 ms (outbox holds 1)',
    });
  });

  it('reports an outbox that cannot be read', async () => {
    const operator: Operator = {
      ...outboxOnly,
      canRead: false,
      outbox: async () => ({ ok: false, error: 'no operator key' }),
    };
    expect(await awaitCode(operator, 'a@example.test', 0, 20)).toEqual({
      ok: false,
      error: 'could not read the outbox of a@example.test: no operator key',
    });
  });
});
