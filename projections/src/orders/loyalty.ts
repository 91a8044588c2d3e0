import { loyaltyBalanceDelta } from '@shop/contracts';
import type { Change, Projection } from '../projection';

// Bonus-point balances: one integer per customer, moved by each event of their `loyalty-{userId}` stream
// (earned + refunded − redeemed). INCRBY needs no read: the stream's revision mark, in the same MULTI, is what
// keeps a replayed event from counting twice. The balance is the user's own data, announced to them only on the
// 'users' topic so the client's current-user query (which carries it) refetches.
const changed = (userId: string): Change[] => [{ topic: 'users', id: userId, audience: `user:${userId}` }];

export const loyaltyProjection: Projection = {
  name: 'loyalty',
  async apply(event, { keys, tx }) {
    switch (event.type) {
      case 'PointsEarned':
      case 'PointsRedeemed':
      case 'PointsRefunded':
        tx.incrby(keys.loyaltyBalance(event.data.userId), loyaltyBalanceDelta(event));
        return changed(event.data.userId);
      case 'AccountDeleted':
        // Nothing shows it any more (the account is gone); a rebuild after the deletion ends the same way.
        tx.del(keys.loyaltyBalance(event.data.userId));
        return [];
      default:
        return [];
    }
  },
};
