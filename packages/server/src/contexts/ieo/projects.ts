import { Decimal, type IeoAllocationRecord, type IeoProject, ieoPhaseOf } from '@tessera/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, IeoProjectsTable } from '../../db/schema.js';
import type { AccountRef, AssetBook } from '../wallet/index.js';

export type IeoProjectRow = Selectable<IeoProjectsTable>;

const DAY_MS = 86_400_000;

/** Rounds are counted in days from this instant (a Monday, 00:00 UTC). */
const ROUNDS_EPOCH = Date.parse('2026-01-05T00:00:00.000Z');

/**
 * A published template: a round of it is announced every `warmupDays + subscriptionDays` days
 * (shifted by `offsetDays`), warms up for `warmupDays`, takes subscriptions for `subscriptionDays`
 * at `price`, is allocated at its end and locks the passed tokens for `lockDays`. So each template
 * always has one round in warm-up or in progress. Templates change only with a release, never
 * through a call.
 */
interface IeoTemplate {
  readonly key: string;
  readonly name: string;
  readonly token: string;
  readonly payAsset: string;
  readonly price: string;
  readonly totalIssuance: string;
  readonly minAmount: string;
  readonly warmupDays: number;
  readonly subscriptionDays: number;
  readonly lockDays: number;
  readonly offsetDays: number;
  readonly whitePaper: string;
  readonly website: string;
}

const TEMPLATES: readonly IeoTemplate[] = [
  {
    key: 'nova',
    name: 'Nova Network',
    token: 'NOVA',
    payAsset: 'USDT',
    price: '0.05',
    totalIssuance: '1000000',
    minAmount: '100',
    warmupDays: 2,
    subscriptionDays: 3,
    lockDays: 7,
    offsetDays: 0,
    whitePaper: 'https://nova.example/white-paper',
    website: 'https://nova.example',
  },
  {
    key: 'orbit',
    name: 'Orbit Protocol',
    token: 'ORBT',
    payAsset: 'USDT',
    price: '0.2',
    totalIssuance: '250000',
    minAmount: '50',
    warmupDays: 1,
    subscriptionDays: 4,
    lockDays: 14,
    offsetDays: 3,
    whitePaper: 'https://orbit.example/white-paper',
    website: 'https://orbit.example',
  },
];

/** The template's round whose warm-up or subscription `at` falls in. */
const roundAt = (template: IeoTemplate, at: number): number =>
  Math.floor(
    (at - ROUNDS_EPOCH - template.offsetDays * DAY_MS) /
      ((template.warmupDays + template.subscriptionDays) * DAY_MS),
  );

const roundDates = (template: IeoTemplate, round: number) => {
  const announcedAt =
    ROUNDS_EPOCH + (template.offsetDays + round * (template.warmupDays + template.subscriptionDays)) * DAY_MS;
  const startsAt = announcedAt + template.warmupDays * DAY_MS;
  const endsAt = startsAt + template.subscriptionDays * DAY_MS;
  return {
    announced_at: new Date(announcedAt),
    starts_at: new Date(startsAt),
    ends_at: new Date(endsAt),
    unlocks_at: new Date(endsAt + template.lockDays * DAY_MS),
  };
};

/**
 * Announces every template's current round not announced yet. The (template, round) key makes a
 * second announcement impossible, whoever runs this; the holder runs it after every tick and
 * remembers the rounds it announced.
 */
export const ieoAnnouncer = (db: Kysely<Database>) => {
  const announced = new Map<string, number>();
  return async (now: Date): Promise<void> => {
    for (const template of TEMPLATES) {
      const round = roundAt(template, now.getTime());
      if (announced.get(template.key) === round) continue;
      await db
        .insertInto('ieo_projects')
        .values({
          template: template.key,
          round,
          name: template.name,
          token: template.token,
          pay_asset: template.payAsset,
          price: template.price,
          total_issuance: template.totalIssuance,
          min_amount: template.minAmount,
          lock_days: template.lockDays,
          ...roundDates(template, round),
          white_paper: template.whitePaper,
          website: template.website,
          state: 'open',
        })
        .onConflict((oc) => oc.constraint('ieo_projects_round_key').doNothing())
        .execute();
      announced.set(template.key, round);
    }
  };
};

/** The issuers' side: the passed tokens' payments in, the tokens out. */
export const ieoHouse = (asset: string): AccountRef => ({ platform: 'ieo', asset });

/** A project row as core takes it, with its assets' decimals. */
export const ieoProjectOf = (row: IeoProjectRow, assets: AssetBook): IeoProject => ({
  id: Number(row.id),
  name: row.name,
  token: row.token,
  tokenDecimals: assets.bySymbol(row.token)?.precision ?? 2,
  payAsset: row.pay_asset,
  payDecimals: assets.bySymbol(row.pay_asset)?.precision ?? 6,
  price: new Decimal(row.price),
  totalIssuance: new Decimal(row.total_issuance),
  minAmount: new Decimal(row.min_amount),
  lockDays: row.lock_days,
  announcedAt: row.announced_at.toISOString(),
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
  unlocksAt: row.unlocks_at.toISOString(),
  whitePaper: row.white_paper,
  website: row.website,
  applied: new Decimal(row.applied),
  allocation:
    row.allocated === null ||
    row.oversubscribed === null ||
    row.calculator_version === null ||
    row.allocated_at === null
      ? null
      : {
          applied: new Decimal(row.applied),
          allocated: new Decimal(row.allocated),
          oversubscribed: row.oversubscribed,
          calculatorVersion: row.calculator_version,
          allocatedAt: row.allocated_at.toISOString(),
        },
});

/** A project as `/project` and `/project/detail` answer it, with its phase at `now`. */
export const wireIeoProject = (project: IeoProject, now: Date) => ({
  id: project.id,
  name: project.name,
  currency: project.token,
  currency_decimals: project.tokenDecimals,
  pay_currency: project.payAsset,
  pay_decimals: project.payDecimals,
  price: project.price,
  total_issuance: project.totalIssuance,
  min_amount: project.minAmount,
  lock_days: project.lockDays,
  announced_at: project.announcedAt,
  starts_at: project.startsAt,
  ends_at: project.endsAt,
  unlocks_at: project.unlocksAt,
  white_paper: project.whitePaper,
  website: project.website,
  status: ieoPhaseOf(project, now.getTime()),
  applied: project.applied,
  allocation: project.allocation === null ? null : wireIeoAllocation(project.allocation),
});

/** An allocation record as projects and subscriptions answer it. */
export const wireIeoAllocation = (allocation: IeoAllocationRecord) => ({
  applied: allocation.applied,
  allocated: allocation.allocated,
  oversubscribed: allocation.oversubscribed,
  calculator_version: allocation.calculatorVersion,
  allocated_at: allocation.allocatedAt,
});
