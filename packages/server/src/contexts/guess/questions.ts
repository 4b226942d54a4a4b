import { Decimal, type GuessQuestion, type Language } from '@tessera/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, GuessQuestionsTable } from '../../db/schema.js';
import type { AccountRef, AssetBook } from '../wallet/index.js';
import { QUIZ_BANK } from './quiz-bank.js';

export type GuessQuestionRow = Selectable<GuessQuestionsTable>;

/** The house's side of the game: stakes in, prizes out; the fee and the dust stay. */
export const guessHouse = (asset: string): AccountRef => ({ platform: 'guess', asset });

/** What is staked on each pick of each of `ids`. */
export const poolsOf = async (
  db: Kysely<Database> | Transaction<Database>,
  ids: readonly string[],
): Promise<Map<string, Record<string, Decimal>>> => {
  const pools = new Map<string, Record<string, Decimal>>();
  if (ids.length === 0) return pools;
  const rows = await db
    .selectFrom('guess_bets')
    .select(['question_id', 'pick', (eb) => eb.fn.sum<string>('stake').as('staked')])
    .where('question_id', 'in', [...ids])
    .groupBy(['question_id', 'pick'])
    .execute();
  for (const row of rows) {
    const id = String(row.question_id);
    pools.set(id, { ...(pools.get(id) ?? {}), [row.pick]: new Decimal(row.staked) });
  }
  return pools;
};

/**
 * A question row as core takes it, with its pools; a quiz in `lang` (English where the bank has
 * no text) and its answer and salt only once settled.
 */
export const guessQuestionOf = (
  row: GuessQuestionRow,
  staked: Record<string, Decimal>,
  assets: AssetBook,
  lang: Language,
): GuessQuestion => {
  const quiz = row.kind === 'quiz' ? QUIZ_BANK.find((entry) => entry.key === row.quiz_key) : undefined;
  const text = (texts: Readonly<Record<Language, string>>) => texts[lang] || texts.en;
  const settled = row.state === 'settled';
  return {
    id: Number(row.id),
    kind: row.kind,
    picks: row.picks,
    asset: row.asset,
    decimals: assets.bySymbol(row.asset)?.precision ?? 0,
    minStake: new Decimal(row.min_stake),
    maxStake: new Decimal(row.max_stake),
    feeRate: new Decimal(row.fee_rate),
    opensAt: row.opens_at.toISOString(),
    cutoffAt: row.cutoff_at.toISOString(),
    resolvesAt: row.resolves_at.toISOString(),
    price:
      row.symbol === null || row.strike === null || row.issue_tick_at === null
        ? null
        : {
            symbol: row.symbol,
            strike: new Decimal(row.strike),
            issuedAt: {
              tickId: Number(row.issue_tick_id),
              price: new Decimal(row.issue_price ?? 0),
              at: row.issue_tick_at.toISOString(),
            },
          },
    quiz:
      quiz === undefined || row.commitment === null
        ? null
        : {
            prompt: text(quiz.prompt),
            choices: Object.fromEntries(
              Object.entries(quiz.choices).map(([pick, texts]) => [pick, text(texts)]),
            ),
            commitment: row.commitment,
          },
    pools: Object.fromEntries(row.picks.map((pick) => [pick, staked[pick] ?? new Decimal(0)])),
    resolution:
      !settled || row.winning_pick === null || row.settled_at === null
        ? null
        : {
            winningPick: row.winning_pick,
            tick:
              row.settle_tick_id === null || row.settle_tick_at === null
                ? null
                : {
                    tickId: Number(row.settle_tick_id),
                    price: new Decimal(row.settle_price ?? 0),
                    at: row.settle_tick_at.toISOString(),
                  },
            reveal:
              row.kind === 'quiz' && row.answer !== null && row.salt !== null
                ? { answer: row.answer, salt: row.salt }
                : null,
            pool: new Decimal(row.pool ?? 0),
            winningStake: new Decimal(row.winning_stake ?? 0),
            fee: new Decimal(row.fee ?? 0),
            dust: new Decimal(row.dust ?? 0),
            calculatorVersion: row.calculator_version ?? '',
            settledAt: row.settled_at.toISOString(),
          },
  };
};

/** A question as the guess calls answer it. */
export const wireGuessQuestion = (question: GuessQuestion) => ({
  id: question.id,
  kind: question.kind,
  picks: [...question.picks],
  currency: question.asset,
  decimals: question.decimals,
  min_stake: question.minStake,
  max_stake: question.maxStake,
  fee_rate: question.feeRate,
  opens_at: question.opensAt,
  cutoff_at: question.cutoffAt,
  resolves_at: question.resolvesAt,
  price:
    question.price === null
      ? null
      : {
          symbol: question.price.symbol,
          strike: question.price.strike,
          issued_at: wireTick(question.price.issuedAt),
        },
  quiz: question.quiz === null ? null : { ...question.quiz, choices: { ...question.quiz.choices } },
  pools: { ...question.pools },
  resolution:
    question.resolution === null
      ? null
      : {
          winning_pick: question.resolution.winningPick,
          tick: question.resolution.tick === null ? null : wireTick(question.resolution.tick),
          reveal: question.resolution.reveal,
          pool: question.resolution.pool,
          winning_stake: question.resolution.winningStake,
          fee: question.resolution.fee,
          dust: question.resolution.dust,
          calculator_version: question.resolution.calculatorVersion,
          settled_at: question.resolution.settledAt,
        },
});

const wireTick = (tick: { tickId: number; price: Decimal; at: string }) => ({
  tick_id: tick.tickId,
  price: tick.price,
  at: tick.at,
});
