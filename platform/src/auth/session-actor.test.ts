import { describe, expect, it } from 'vitest';
import { actorOfSession, sessionStillValid } from './session-actor';

const session = (iso: string) => ({ userId: 'u-1', issuedAt: new Date(iso) });

describe('actorOfSession', () => {
  it('gives the actor with the current role when no cut-off applies', () => {
    expect(actorOfSession(session('2025-03-01T10:00:00Z'), { role: 'admin' })).toEqual({
      userId: 'u-1',
      role: 'admin',
    });
    expect(
      actorOfSession(session('2025-03-01T10:00:00Z'), { role: 'user', sessionsValidFrom: null }),
    ).toEqual({
      userId: 'u-1',
      role: 'user',
    });
  });

  it('no user (deleted, unknown) → no actor', () => {
    expect(actorOfSession(session('2025-03-01T10:00:00Z'), null)).toBeNull();
  });

  it('a session begun before the cut-off → no actor, even in the same second; at or after it → the actor', () => {
    const user = { role: 'user', sessionsValidFrom: '2025-03-01T10:00:00.700Z' };
    expect(actorOfSession(session('2025-03-01T09:59:59Z'), user)).toBeNull();
    expect(actorOfSession(session('2025-03-01T10:00:00.699Z'), user)).toBeNull();
    expect(actorOfSession(session('2025-03-01T10:00:00.700Z'), user)).toEqual({
      userId: 'u-1',
      role: 'user',
    });
    expect(actorOfSession(session('2025-03-01T10:00:01Z'), user)).not.toBeNull();
  });

  it('the session a password change was made from outlives its cut-off; the others do not', () => {
    const user = { role: 'user', sessionsValidFrom: '2025-03-01T10:00:00.700Z', keptSession: 'jti-kept' };
    const older = { userId: 'u-1', issuedAt: new Date('2025-03-01T09:00:00Z') };
    expect(actorOfSession({ ...older, sessionId: 'jti-kept' }, user)).toEqual({
      userId: 'u-1',
      role: 'user',
    });
    expect(actorOfSession({ ...older, sessionId: 'jti-other' }, user)).toBeNull();
    expect(actorOfSession(older, user)).toBeNull();
  });

  it('an unreadable cut-off refuses', () => {
    expect(sessionStillValid(new Date(), 'not a date')).toBe(false);
  });
});
