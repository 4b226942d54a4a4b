import { Decimal, type IeoProject, type IeoSubscription } from '@tessera/core';

/**
 * A round of Nova Network as the exchange announces it: 1,000,000 NOVA at 0.05 USDT, at least 100
 * a subscription, warm-up from 25 November 2026, open from the 27th to the 30th, locked 7 days.
 */
export const novaProject: IeoProject = {
  id: 1,
  name: 'Nova Network',
  token: 'NOVA',
  tokenDecimals: 2,
  payAsset: 'USDT',
  payDecimals: 6,
  price: new Decimal('0.05'),
  totalIssuance: new Decimal('1000000'),
  minAmount: new Decimal('100'),
  lockDays: 7,
  announcedAt: '2026-11-25T00:00:00.000Z',
  startsAt: '2026-11-27T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  unlocksAt: '2026-12-07T00:00:00.000Z',
  whitePaper: 'https://nova.example/white-paper',
  website: 'https://nova.example',
  applied: new Decimal('250000'),
  allocation: null,
};

/** The same round allocated oversubscribed: 1,200,000 applied for, every share rounded down. */
export const novaAllocated: IeoProject = {
  ...novaProject,
  applied: new Decimal('1200000'),
  allocation: {
    applied: new Decimal('1200000'),
    allocated: new Decimal('1000000'),
    oversubscribed: true,
    calculatorVersion: 'ieo/1',
    allocatedAt: '2026-11-30T00:00:00.500Z',
  },
};

/** 900,000 NOVA of that round (45,000 USDT), allocated 750,000 with 7,500 USDT back. */
export const lockedSubscription: IeoSubscription = {
  id: 4,
  projectId: novaProject.id,
  name: novaProject.name,
  token: 'NOVA',
  tokenDecimals: 2,
  payAsset: 'USDT',
  payDecimals: 6,
  price: novaProject.price,
  totalIssuance: novaProject.totalIssuance,
  amount: new Decimal('900000'),
  paid: new Decimal('45000'),
  state: 'locked',
  passed: new Decimal('750000'),
  refunded: new Decimal('7500'),
  subscribedAt: '2026-11-27T09:00:00.000Z',
  endsAt: novaProject.endsAt,
  unlocksAt: novaProject.unlocksAt,
  allocation: novaAllocated.allocation,
};
