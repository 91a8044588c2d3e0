import { z } from 'zod';
import { cancelReasons, orderStepNames, orderTypes } from './step-tables';

// The schemas of the order steps; the names, labels and pure functions are in ./step-tables.ts (no zod).
export * from './step-tables';

export const orderType = z.enum(orderTypes);
export const orderStep = z.enum(orderStepNames);
export const cancelReason = z.enum(cancelReasons);
