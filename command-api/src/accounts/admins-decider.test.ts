import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { adminsDecider, type AdminsCommand, type AdminsEvent } from './admins-decider';

const now = '2025-01-02T10:00:00.000Z';
const spec = deciderSpec(adminsDecider);
const grant = (userId: string): AdminsCommand => ({
  type: 'GrantAdmin',
  data: { userId },
  metadata: { now },
});
const revoke = (userId: string): AdminsCommand => ({
  type: 'RevokeAdmin',
  data: { userId },
  metadata: { now },
});
const granted = (userId: string): AdminsEvent => ({ type: 'AdminGranted', data: { userId, at: now } });
const revoked = (userId: string): AdminsEvent => ({ type: 'AdminRevoked', data: { userId, at: now } });

describe('admins decider', () => {
  it('grants', () =>
    spec
      .given([])
      .when(grant('a1'))
      .then([granted('a1')]));
  it('granting an admin again is a no-op', () =>
    spec
      .given([granted('a1')])
      .when(grant('a1'))
      .thenNothing());
  it('revokes one of two admins', () =>
    spec
      .given([granted('a1'), granted('a2')])
      .when(revoke('a1'))
      .then([revoked('a1')]));
  it('the last admin cannot be revoked', () =>
    spec
      .given([granted('a1'), granted('a2'), revoked('a2')])
      .when(revoke('a1'))
      .thenThrows('user.last_admin'));
  it('revoking a non-admin is a no-op', () =>
    spec
      .given([granted('a1')])
      .when(revoke('u1'))
      .thenNothing());
});
