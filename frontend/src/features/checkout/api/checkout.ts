import type { CartLine, DeliveryDetails, OrderTotals, OrderType } from '@shop/contracts';
import { api } from '@/lib/api-client';

// The order write side (command-api/src/orders/routes.ts). Every answer carries `position` (read-your-writes).
const path = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

/** StartCheckout: the server prices the lines from the product streams. */
export const startCheckout = (body: { type: OrderType; lines: CartLine[] }) =>
  api.post<{ data: { _id: string } }>('/api/orders', body).then((r) => r.data._id);

export const applyPromo = (orderId: string, code: string) =>
  api
    .post<{ data: { _id: string; promo_code?: string; pourcentage?: number } }>(`${path(orderId)}/promo`, {
      promo_code: code,
    })
    .then((r) => r.data);

export const removePromo = (orderId: string) => api.delete<unknown>(`${path(orderId)}/promo`);

export const spendBonusPoints = (orderId: string, points: number) =>
  api.post<unknown>(`${path(orderId)}/points`, { points });

/** PlaceOrder with an Idempotency-Key: a retried or double-clicked submit answers the same order. */
export const placeOrder = (orderId: string, delivery: DeliveryDetails, idempotencyKey: string) =>
  api
    .post<{ data: { _id: string; totals?: OrderTotals } }>(
      `${path(orderId)}/place`,
      { delivery },
      { 'Idempotency-Key': idempotencyKey },
    )
    .then((r) => r.data);
