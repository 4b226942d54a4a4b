import { SystemMessageTopics } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { fra } from '../../i18n/locales/fra';
import { badgeText, MISSING_FACT, messageText, messageWording, TOPIC_FACTS } from './wording';

/** A translator over one locale file, as the app's fills `{{name}}`. */
const translatorOf =
  (messages: object) =>
  (key: string, params: Record<string, string> = {}): string => {
    let value: unknown = messages;
    for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
    if (typeof value !== 'string') throw new Error(`no ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? `{{${name}}}`);
  };

describe('messageWording', () => {
  it('groups amounts and keeps the asset', () => {
    expect(
      messageWording({ topic: 'deposit_credited', facts: { amount: '1250.5', asset: 'USDT' } }, 'en'),
    ).toEqual({
      titleKey: 'messages.topics.deposit_credited.title',
      bodyKey: 'messages.topics.deposit_credited.body',
      params: { amount: '1,250.5', asset: 'USDT' },
    });
  });
  it('fills a missing fact with a dash, and leaves a non-number amount alone', () => {
    const { params } = messageWording({ topic: 'withdrawal_completed', facts: { amount: 'n/a' } }, 'en');
    expect(params).toEqual({
      amount: 'n/a',
      asset: MISSING_FACT,
      fee: MISSING_FACT,
      reference: MISSING_FACT,
    });
  });
  it('writes a pay-by time in the reader’s way', () => {
    const { params } = messageWording(
      {
        topic: 'auction_won',
        facts: { artwork: '2', amount: '10', asset: 'USDT', payBy: '2026-01-02T03:04:05Z' },
      },
      'en',
    );
    expect(params.payBy).not.toBe('2026-01-02T03:04:05Z');
    expect(params.payBy).toMatch(/2026/);
  });
});

describe('messageText', () => {
  it('words every topic in English and French with no placeholder left', () => {
    for (const messages of [en, fra])
      for (const topic of SystemMessageTopics) {
        const facts = Object.fromEntries(TOPIC_FACTS[topic].map((name) => [name, '7']));
        const { title, body } = messageText(translatorOf(messages), { topic, facts }, 'en');
        expect(title.length, topic).toBeGreaterThan(0);
        expect(body, topic).not.toMatch(/\{\{/);
      }
  });
  it('translates a side', () => {
    const { body } = messageText(
      translatorOf(fra),
      {
        topic: 'position_liquidated',
        facts: { side: 'long', symbol: 'BTCUSDT', lots: '2', price: '1', returned: '3', asset: 'USDT' },
      },
      'fra',
    );
    expect(body).toContain('position longue');
  });
  it('names every fact of each sentence in each topic’s list', () => {
    for (const topic of SystemMessageTopics) {
      const named = [...en.messages.topics[topic].body.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      expect([...new Set(named)].sort(), topic).toEqual([...TOPIC_FACTS[topic]].sort());
    }
  });
});

describe('badgeText', () => {
  it('shows nothing for none and caps at 99+', () => {
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(5)).toBe('5');
    expect(badgeText(100)).toBe('99+');
  });
});
