import { loyaltyBalanceDelta } from '@shop/contracts';
import { defineProjection, type Change } from '../projection';

// Bonus-point balances: one integer per customer, moved by each event of their `loyalty-{userId}` stream
// (earned + refunded − redeemed). INCRBY needs no read: the stream's revision mark, in the same MULTI, is what
// keeps a replayed event from counting twice. The balance is the user's own data, announced to them only on the
// 'users' topic so the client's current-user query (which carries it) refetches.
const changed = (userId: string): Change[] => [{ topic: 'users', id: userId, audience: `user:${userId}` }];

// Staff may still settle a deleted customer's order (move it to its last step, cancel it), which appends loyalty
// events after the AccountDeleted: the deleted users are remembered so those recreate no balance and announce
// nothing. A rebuild replays the same log in the same order (the deletion before them), so it ends the same way.
export const loyaltyProjection = defineProjection({
  name: 'loyalty',
  handles: ['PointsEarned', 'PointsRedeemed', 'PointsRefunded', 'AccountDeleted'],
  async apply(event, { keys, redis, tx }) {
    switch (event.type) {
      case 'PointsEarned':
      case 'PointsRedeemed':
      case 'PointsRefunded':
        if (await redis.sismember(keys.loyaltyDeleted, event.data.userId)) return [];
        tx.incrby(keys.loyaltyBalance(event.data.userId), loyaltyBalanceDelta(event));
        return changed(event.data.userId);
      case 'AccountDeleted':
        // Nothing shows it any more (the account is gone).
        tx.del(keys.loyaltyBalance(event.data.userId));
        tx.sadd(keys.loyaltyDeleted, event.data.userId);
        return [];
      default:
        return [];
    }
  },
});
