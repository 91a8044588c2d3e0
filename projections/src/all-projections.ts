import { accountProjections } from './accounts';
import { catalogueProjections } from './catalogue';
import { orderProjections } from './orders';
import type { Projection } from './projection';
import { ridersProjection } from './riders';
import { statsProjection } from './stats';

/** Every projection the runner and the rebuild apply, in order. */
export const allProjections: readonly Projection[] = [
  ...catalogueProjections,
  ...accountProjections,
  ...orderProjections,
  ridersProjection,
  statsProjection,
];
