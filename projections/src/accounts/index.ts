import type { Projection } from '../projection';
import { usersProjection } from './users';

export const accountProjections: readonly Projection[] = [usersProjection];
