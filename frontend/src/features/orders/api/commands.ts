import type { CancelReason, OrderStep } from '@shop/contracts';
import { api } from '@/lib/api-client';

const path = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** Staff click a step: PATCH /api/orders/{id} { state }; the order is reloaded after (spec §4/§7). */
export const confirmStep = (orderId: string, state: OrderStep) =>
  api.patch<unknown>(path(orderId), { state });

/** POST /api/orders/{id}/cancel { reason }: the customer while 'placed', staff before the last step. */
export const cancelOrder = (orderId: string, reason: CancelReason) =>
  api.post<unknown>(`${path(orderId)}/cancel`, { reason });
