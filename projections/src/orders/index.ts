import type { Projection } from '../projection';
import { loyaltyProjection } from './loyalty';
import { ordersProjection } from './orders';
import { slotsProjection } from './slots';

export { evolveOrderView, erasedOrderView, factsOfView, orderSearchText } from './order-view';
export type { OrderViewFacts } from './order-view';
export { parseOrderEvent } from './recorded-order-event';
export type { RecordedOrderEvent } from './recorded-order-event';

export const orderProjections: readonly Projection[] = [ordersProjection, loyaltyProjection, slotsProjection];
