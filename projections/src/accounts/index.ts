import type { Projection } from '../projection';
import { pushSubscriptionsProjection } from './push-subscriptions';
import { usersProjection } from './users';

export const accountProjections: readonly Projection[] = [usersProjection, pushSubscriptionsProjection];
