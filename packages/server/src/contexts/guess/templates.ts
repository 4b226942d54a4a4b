import { randomBytes } from 'node:crypto';
import { Decimal, GuessPricePicks, GuessQuizPicks, guessCommitment } from '@tessera/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { newestTickOf } from '../market/index.js';
import { QUIZ_BANK } from './quiz-bank.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What every question stakes and charges (published; changed only with a release). */
export const GUESS_TERMS = {
  asset: 'USDT',
  feeRate: '0.05',
  minStake: '1',
  maxStake: '10000',
} as const;

/**
 * A published template: a question for each slot (a resolving time every `everyHours` hours, UTC),
 * announced `announceHours` before it opens, open for `openHours`, cut off `cutoffHours` before it
 * resolves. A price template asks whether `symbol`'s recorded price will be above a strike set
 * from the price recorded when the question is announced, rounded to `step`; the quiz template
 * asks the bank's quiz of the day.
 */
interface GuessTemplate {
  readonly key: string;
  readonly everyHours: number;
  /** Hours after midnight UTC of the first slot of a day. */
  readonly firstSlotHour: number;
  readonly announceHours: number;
  readonly openHours: number;
  readonly cutoffHours: number;
  readonly price?: { readonly symbol: string; readonly step: string };
}

const TEMPLATES: readonly GuessTemplate[] = [
  {
    key: 'btc-4h',
    everyHours: 4,
    firstSlotHour: 0,
    announceHours: 1,
    openHours: 7,
    cutoffHours: 1,
    price: { symbol: 'BTC/USDT', step: '100' },
  },
  {
    key: 'eth-4h',
    everyHours: 4,
    firstSlotHour: 2,
    announceHours: 1,
    openHours: 7,
    cutoffHours: 1,
    price: { symbol: 'ETH/USDT', step: '10' },
  },
  { key: 'daily-quiz', everyHours: 24, firstSlotHour: 23, announceHours: 1, openHours: 21, cutoffHours: 1 },
];

interface Slot {
  readonly slot: Date;
  readonly announcedAt: Date;
  readonly opensAt: Date;
  readonly cutoffAt: Date;
}

const slotOf = (template: GuessTemplate, slot: number): Slot => {
  const opensAt = slot - (template.openHours + template.cutoffHours) * HOUR_MS;
  return {
    slot: new Date(slot),
    announcedAt: new Date(opensAt - template.announceHours * HOUR_MS),
    opensAt: new Date(opensAt),
    cutoffAt: new Date(slot - template.cutoffHours * HOUR_MS),
  };
};

/**
 * The template's slots worth issuing at `at`: announced and not yet cut off. A question that
 * would already be cut off when issued (after a long pause or a jump of the simulated clock)
 * could take no bet, so it is not issued.
 */
const slotsAt = (template: GuessTemplate, at: number): Slot[] => {
  const every = template.everyHours * HOUR_MS;
  const first = template.firstSlotHour * HOUR_MS;
  const reach = (template.announceHours + template.openHours + template.cutoffHours) * HOUR_MS;
  const slots: Slot[] = [];
  for (let slot = Math.floor((at - first) / every) * every + first; slot <= at + reach; slot += every) {
    const issued = slotOf(template, slot);
    if (issued.announcedAt.getTime() <= at && at < issued.cutoffAt.getTime()) slots.push(issued);
  }
  return slots;
};

/** A strike on the template's step, nearest to the announced price. */
const strikeOf = (price: Decimal, step: string): Decimal =>
  price.div(step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).mul(step);

/** The quiz of a day: the bank in turn, by days since the Unix epoch. */
const quizOf = (slot: Date) => QUIZ_BANK[Math.floor(slot.getTime() / DAY_MS) % QUIZ_BANK.length];

const insertPriceQuestion = async (
  db: Kysely<Database>,
  template: GuessTemplate & { price: NonNullable<GuessTemplate['price']> },
  slot: Slot,
  at: Date,
) => {
  const tick = await newestTickOf(db, template.price.symbol, at);
  if (tick === undefined) return;
  await db
    .insertInto('guess_questions')
    .values({
      template: template.key,
      slot: slot.slot,
      kind: 'price',
      picks: [...GuessPricePicks],
      asset: GUESS_TERMS.asset,
      fee_rate: GUESS_TERMS.feeRate,
      min_stake: GUESS_TERMS.minStake,
      max_stake: GUESS_TERMS.maxStake,
      announced_at: slot.announcedAt,
      opens_at: slot.opensAt,
      cutoff_at: slot.cutoffAt,
      resolves_at: slot.slot,
      symbol: template.price.symbol,
      strike: strikeOf(tick.price, template.price.step).toFixed(),
      issue_tick_id: String(tick.id),
      issue_price: tick.price.toFixed(),
      issue_tick_at: tick.at,
      state: 'open',
    })
    .onConflict((oc) => oc.columns(['template', 'slot']).doNothing())
    .execute();
};

/**
 * The quiz's row with its commitment: the id is drawn first, since the commitment names it, and
 * the salt is secret until the result reveals it. A row a concurrent issuer wrote first is kept.
 */
const insertQuiz = async (db: Kysely<Database>, template: GuessTemplate, slot: Slot) => {
  const quiz = quizOf(slot.slot);
  if (quiz === undefined) return;
  const { rows } = await sql<{ id: string }>`
    select nextval(pg_get_serial_sequence('guess_questions', 'id')) as id`.execute(db);
  const id = String(rows[0]?.id);
  const salt = randomBytes(16).toString('hex');
  await sql`
    insert into guess_questions (id, template, slot, kind, picks, asset, fee_rate, min_stake, max_stake,
      announced_at, opens_at, cutoff_at, resolves_at, quiz_key, answer, salt, commitment, state)
    overriding system value
    values (${id}, ${template.key}, ${slot.slot}, 'quiz', ${[...GuessQuizPicks]}::text[], ${GUESS_TERMS.asset},
      ${GUESS_TERMS.feeRate}, ${GUESS_TERMS.minStake}, ${GUESS_TERMS.maxStake}, ${slot.announcedAt},
      ${slot.opensAt}, ${slot.cutoffAt}, ${slot.slot}, ${quiz.key}, ${quiz.answer}, ${salt},
      ${await guessCommitment({ questionId: Number(id), answer: quiz.answer, salt })}, 'open')
    on conflict (template, slot) do nothing`.execute(db);
};

/**
 * Issues, after each tick, the questions the templates announce by `at`: one per (template,
 * slot), so two processes or two runs never issue one twice. The slots already issued are read
 * first, so a tick that issues nothing writes nothing (and draws no id).
 */
export const guessIssuer = (db: Kysely<Database>) => async (at: Date) => {
  const due = TEMPLATES.flatMap((template) =>
    slotsAt(template, at.getTime()).map((slot) => ({ template, slot })),
  );
  if (due.length === 0) return;
  const issued = new Set(
    (
      await db
        .selectFrom('guess_questions')
        .select(['template', 'slot'])
        .where(
          'slot',
          'in',
          [...new Set(due.map(({ slot }) => slot.slot.getTime()))].map((time) => new Date(time)),
        )
        .execute()
    ).map((row) => `${row.template}@${new Date(row.slot).getTime()}`),
  );
  for (const { template, slot } of due) {
    if (issued.has(`${template.key}@${slot.slot.getTime()}`)) continue;
    if (template.price !== undefined)
      await insertPriceQuestion(db, { ...template, price: template.price }, slot, at);
    else await insertQuiz(db, template, slot);
  }
};
