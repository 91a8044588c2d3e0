import { describe, expect, it } from 'vitest';
import { deletedUserOf } from './deletion-finisher';

describe('deletedUserOf', () => {
  it('names the user of an AccountDeleted', () => {
    expect(deletedUserOf({ type: 'AccountDeleted', data: { userId: 'u-1', by: 'u-1', at: 'x' } })).toBe(
      'u-1',
    );
  });

  it('ignores every other event, also one that names a user', () => {
    expect(deletedUserOf({ type: 'UserRegistered', data: { userId: 'u-1' } })).toBeNull();
    expect(deletedUserOf({ type: 'EmailReleased', data: { userId: 'u-1' } })).toBeNull();
  });

  it('refuses an AccountDeleted without a user id rather than skipping a deletion', () => {
    expect(() => deletedUserOf({ type: 'AccountDeleted', data: {} })).toThrow(/userId/);
  });
});
