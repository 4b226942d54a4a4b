export { announceProofs } from './announcement.js';
export { createProofsHandlers } from './handlers.js';
export { archivingOperatorActions, operatorActionInputs } from './operator-actions.js';
export { createReservesHandlers, snapshotReserves, utcDay } from './reserves.js';
export { sealArchive } from './sealer.js';
