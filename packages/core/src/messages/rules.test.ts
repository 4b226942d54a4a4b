import { describe, expect, it } from 'vitest';
import { SystemMessageTopics } from './model.js';
import { messagePath } from './rules.js';

describe('messagePath', () => {
  it('leads every topic to an app page', () => {
    for (const topic of SystemMessageTopics)
      expect(messagePath({ topic })).toMatch(/^\/pages\/[a-z_]+\/[A-Za-z_]+$/);
    expect(messagePath({ topic: 'auction_won' })).toBe('/pages/nft/myNft');
  });
});
