import { describe, expect, it } from 'vitest';
import { describeUnread, readMessages, readTarget } from './messages.js';

describe('readMessages', () => {
  it('reads all when bare or "all", the newest of a topic when one is named', () => {
    expect(readTarget(undefined)).toEqual({});
    expect(readTarget('all')).toEqual({});
    expect(readTarget({ topic: 'order_filled', unread: 3 })).toEqual({ topic: 'order_filled', unread: 3 });
    expect(describeUnread({ system: 0, service: 1 })).toBe('0 system, 1 service unread');
  });

  it('refuses a topic the exchange does not tell, or a field it does not know, when loaded', () => {
    expect(readMessages.plan({ topic: 'order_filled' }, 'steps[0]')._tag).toBe('Right');
    expect(readMessages.plan(null, 'steps[0]')._tag).toBe('Right');
    expect(readMessages.plan({ topic: 'weather' }, 'steps[0]')._tag).toBe('Left');
    expect(readMessages.plan({ unraed: 0 }, 'steps[0]')._tag).toBe('Left');
  });
});
