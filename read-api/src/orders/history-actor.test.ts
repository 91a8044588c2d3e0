import { describe, expect, it } from 'vitest';
import { distinctActorIds, historyActor } from './history-actor';

const names = new Map([['u-1', 'Amina Benali']]);

describe('history actors', () => {
  it('asks for each person once, never for the system', () => {
    expect(
      distinctActorIds([
        { userId: 'u-1', role: 'user' },
        { userId: 'u-2', role: 'admin' },
        { userId: 'u-1', role: 'user' },
        { userId: 'system', role: 'admin' },
        { role: 'system' },
      ]),
    ).toEqual(['u-1', 'u-2']);
  });

  it('names a known user, marks a user without a view as deleted, and leaves the system unnamed', () => {
    expect(historyActor({ userId: 'u-1', role: 'user' }, names)).toEqual({
      userId: 'u-1',
      role: 'user',
      name: 'Amina Benali',
      accountDeleted: false,
    });
    expect(historyActor({ userId: 'u-2', role: 'admin' }, names)).toEqual({
      userId: 'u-2',
      role: 'admin',
      name: null,
      accountDeleted: true,
    });
    expect(historyActor({ userId: 'system', role: 'admin' }, names)).toEqual({
      userId: 'system',
      role: 'admin',
      name: null,
      accountDeleted: false,
    });
    expect(historyActor({}, names)).toEqual({ userId: null, role: null, name: null, accountDeleted: false });
  });
});
