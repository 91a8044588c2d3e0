import { z } from 'zod';
import { blockReason } from './trust-events';

// Staff's commands on a customer's phone number (`phone-{normalized}`, docs/phone-and-trust.md): the number as
// typed (normalized by the handler: normalizePhone), and the reason kept in its history.
export const phoneAsTyped = z.string().trim().min(1).max(30);
export const blockPhoneData = z.object({ phone: phoneAsTyped, reason: blockReason });
export const unblockPhoneData = z.object({ phone: phoneAsTyped, reason: blockReason });
export type BlockPhoneData = z.infer<typeof blockPhoneData>;
