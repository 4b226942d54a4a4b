import { type Kysely, sql } from 'kysely';

/**
 * The guess game (issue 14): questions issued from published templates, one per (template, slot),
 * price questions with the recorded price their strike was set from, the daily quiz with its
 * answer and salt kept for the reveal and the commitment to them published; the bets with their
 * frozen stakes; each settled question keeps the tick or the answer that decided it and the pool's
 * arithmetic. Frozen once released.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('guess_questions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('template', 'text', (c) => c.notNull())
    // The resolving time, as the slot the template issues one question for.
    .addColumn('slot', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('price', 'quiz')`))
    .addColumn('picks', sql`text[]`, (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull().references('assets.symbol'))
    .addColumn('fee_rate', 'numeric', (c) => c.notNull().check(sql`fee_rate >= 0 and fee_rate < 1`))
    .addColumn('min_stake', 'numeric', (c) => c.notNull().check(sql`min_stake > 0`))
    .addColumn('max_stake', 'numeric', (c) => c.notNull())
    .addColumn('announced_at', 'timestamptz', (c) => c.notNull())
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cutoff_at', 'timestamptz', (c) => c.notNull())
    .addColumn('resolves_at', 'timestamptz', (c) => c.notNull())
    .addColumn('symbol', 'text')
    .addColumn('strike', 'numeric', (c) => c.check(sql`strike > 0`))
    .addColumn('issue_tick_id', 'bigint')
    .addColumn('issue_price', 'numeric')
    .addColumn('issue_tick_at', 'timestamptz')
    .addColumn('quiz_key', 'text')
    // The quiz's answer and salt: served only with the result; their hash is the commitment.
    .addColumn('answer', 'text')
    .addColumn('salt', 'text')
    .addColumn('commitment', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('open', 'settled')`))
    .addColumn('winning_pick', 'text')
    .addColumn('settle_tick_id', 'bigint')
    .addColumn('settle_price', 'numeric')
    .addColumn('settle_tick_at', 'timestamptz')
    .addColumn('pool', 'numeric')
    .addColumn('winning_stake', 'numeric')
    .addColumn('fee', 'numeric')
    .addColumn('dust', 'numeric')
    .addColumn('calculator_version', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('guess_questions_stakes', sql`max_stake >= min_stake`)
    .addCheckConstraint(
      'guess_questions_times',
      sql`announced_at <= opens_at and opens_at < cutoff_at and cutoff_at <= resolves_at and resolves_at = slot`,
    )
    .addCheckConstraint(
      'guess_questions_price_terms',
      sql`(kind = 'price') = (symbol is not null and strike is not null and issue_tick_id is not null and issue_price is not null and issue_tick_at is not null)`,
    )
    .addCheckConstraint(
      'guess_questions_quiz_terms',
      sql`(kind = 'quiz') = (quiz_key is not null and answer is not null and salt is not null and commitment is not null)`,
    )
    .addCheckConstraint(
      'guess_questions_settled',
      sql`(state = 'settled') = (winning_pick is not null and pool is not null and winning_stake is not null and fee is not null and dust is not null and calculator_version is not null and settled_at is not null)`,
    )
    .addCheckConstraint(
      'guess_questions_settled_by_tick',
      sql`kind <> 'price' or state <> 'settled' or (settle_tick_id is not null and settle_price is not null and settle_tick_at is not null)`,
    )
    .addUniqueConstraint('guess_questions_slot_key', ['template', 'slot'])
    .execute();
  // What the settlement looks for every tick: open questions by their resolving time.
  await db.schema
    .createIndex('guess_questions_due_idx')
    .on('guess_questions')
    .columns(['resolves_at', 'id'])
    .where(sql.ref('state'), '=', 'open')
    .execute();

  await db.schema
    .createTable('guess_bets')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('question_id', 'bigint', (c) => c.notNull().references('guess_questions.id'))
    .addColumn('pick', 'text', (c) => c.notNull())
    .addColumn('stake', 'numeric', (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('placed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('unsettled', 'won', 'lost', 'refunded')`),
    )
    .addColumn('payout', 'numeric', (c) => c.check(sql`payout >= 0`))
    .addCheckConstraint('guess_bets_settled', sql`(state = 'unsettled') = (payout is null)`)
    .execute();
  await db.schema.createIndex('guess_bets_user_idx').on('guess_bets').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('guess_bets_question_idx')
    .on('guess_bets')
    .columns(['question_id', 'id'])
    .execute();
};

export const down = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema.dropTable('guess_bets').execute();
  await db.schema.dropTable('guess_questions').execute();
};
