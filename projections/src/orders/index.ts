import type { Projection } from '../projection';
import { deliveriesProjection } from './deliveries';
import { loyaltyProjection } from './loyalty';
import { customersProjection } from './customers';
import { ordersProjection } from './orders';
import { phonesProjection } from './phones';
import { slotsProjection } from './slots';

export const orderProjections: readonly Projection[] = [
  ordersProjection,
  loyaltyProjection,
  slotsProjection,
  deliveriesProjection,
  customersProjection,
  phonesProjection,
];
