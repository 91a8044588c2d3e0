import { passwordChangeEndsSessions, type UserView } from '@shop/contracts';
import { readJson, writeJson, type Change, defineProjection, type ProjectionContext } from '../projection';
import { userSessionsFromKey, userSessionsKeptKey } from '@shop/platform/read-model-keys';
import { registeredView, registrationScore, searchText, withAddress, withProfile } from './user-view';

// Users: the view per id, a zset by registration time (admin list) and a search hash. The list is for staff;
// a user's own view changes are announced to that user only. AccountDeleted removes every trace.
const changed = (userId: string): Change[] => [
  { topic: 'users', id: userId, audience: 'staff' },
  { topic: 'users', id: userId, audience: `user:${userId}` },
];

const write = ({ keys, tx }: ProjectionContext, view: UserView) => {
  writeJson(tx, keys.user(view._id), view);
  tx.zadd(keys.users, registrationScore(view), view._id);
  tx.hset(keys.userSearch, view._id, searchText(view));
};

const current = ({ keys, redis }: ProjectionContext, userId: string) =>
  readJson<UserView>(redis, keys.user(userId));

export const usersProjection = defineProjection({
  name: 'users',
  handles: [
    'UserRegistered',
    'EmailVerified',
    'ProfileUpdated',
    'RoleChanged',
    'PasswordChanged',
    'AccountDeleted',
    'AddressSaved',
    'AddressRemoved',
  ],
  async apply(event, ctx) {
    const { keys, tx } = ctx;
    switch (event.type) {
      case 'UserRegistered': {
        const view = registeredView(event.data);
        if (!view) return []; // erased before we saw it: nothing to show
        write(ctx, view);
        return changed(view._id);
      }
      case 'EmailVerified': {
        const before = await current(ctx, event.data.userId);
        if (!before) return [];
        write(ctx, { ...before, emailVerified: true });
        return changed(before._id);
      }
      case 'ProfileUpdated': {
        const before = await current(ctx, event.data.userId);
        const after = before && withProfile(before, event.data);
        if (!after) return [];
        write(ctx, after);
        return changed(after._id);
      }
      case 'RoleChanged': {
        const before = await current(ctx, event.data.userId);
        if (!before) return [];
        write(ctx, { ...before, roles: [{ name: event.data.role }] });
        return changed(before._id);
      }
      case 'PasswordChanged': {
        // A reset ends every session begun before it; a change every other session of the user (design notes).
        if (!passwordChangeEndsSessions(event.data)) return [];
        const { userId, at, keptSession } = event.data;
        tx.hset(userSessionsFromKey(keys), userId, at);
        if (keptSession) tx.hset(userSessionsKeptKey(keys), userId, keptSession);
        else tx.hdel(userSessionsKeptKey(keys), userId);
        // Only to the user's own sockets: read-api identifies them again and closes the ones now signed out.
        return [{ topic: 'users', id: userId, audience: `user:${userId}` }];
      }
      case 'AddressSaved':
      case 'AddressRemoved': {
        // The user's own view only (the admin list does not show addresses): no staff message.
        const before = await current(ctx, event.data.userId);
        const after = before && withAddress(before, event);
        if (!after) return [];
        write(ctx, after);
        return [{ topic: 'users', id: after._id, audience: `user:${after._id}` }];
      }
      case 'AccountDeleted': {
        const userId = event.data.userId;
        tx.hdel(userSessionsFromKey(keys), userId);
        tx.hdel(userSessionsKeptKey(keys), userId);
        tx.del(keys.user(userId));
        tx.zrem(keys.users, userId);
        tx.hdel(keys.userSearch, userId);
        return changed(userId);
      }
      default:
        return [];
    }
  },
});
