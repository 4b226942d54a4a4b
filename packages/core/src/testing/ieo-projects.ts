import type { IeoProject } from '../ieo/model.js';
import { Decimal } from '../shared/decimal.js';

/** A project issuing 1,000 NOVA at 0.05 USDT, open from 27 to 30 November 2026, locked 7 days after. */
export const novaProject: IeoProject = {
  id: 1,
  name: 'Nova Network',
  token: 'NOVA',
  tokenDecimals: 2,
  payAsset: 'USDT',
  payDecimals: 6,
  price: new Decimal('0.05'),
  totalIssuance: new Decimal('1000'),
  minAmount: new Decimal('100'),
  lockDays: 7,
  announcedAt: '2026-11-25T00:00:00.000Z',
  startsAt: '2026-11-27T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  unlocksAt: '2026-12-07T00:00:00.000Z',
  whitePaper: 'https://nova.example/white-paper.pdf',
  website: 'https://nova.example',
  applied: new Decimal(0),
  allocation: null,
};
