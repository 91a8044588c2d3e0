import { describe, expect, it } from 'vitest';
import { userFold, userRecipient, type UserState, type UserStreamEvent } from './user-state';

const at = '2025-03-01T09:00:00.000Z';
const registered = (email: string | null): UserStreamEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    email: email as string,
    name: 'Amina',
    lastName: 'Benali',
    passwordHash: 'h',
    role: 'user',
    language: 'fr',
    registeredAt: at,
  },
});
const fold = (events: UserStreamEvent[]): UserState =>
  events.reduce(userFold.evolve, userFold.initialState());

// The user stream's one fold: the decider's state, and what the workers, the mail reactor and the order facts read.
describe('userFold', () => {
  it("keeps the account's language from sign-up, and the language the user last used beside it", () => {
    // anyone may ask a reset for an address, in any language: the account's language stays the owner's
    const state = fold([
      registered('amina@example.dz'),
      { type: 'PasswordResetRequested', data: { userId: 'u1', requestId: 'r1', at, language: 'ar' } },
    ]);
    expect(state).toMatchObject({
      status: 'active',
      language: 'fr',
      lastUsedLanguage: 'ar',
      pendingResetId: 'r1',
    });
    expect(
      fold([registered('a@b.dz'), { type: 'SignUpAttempted', data: { userId: 'u1', at, language: 'en' } }]),
    ).toMatchObject({ language: 'fr', lastUsedLanguage: 'en' });
  });

  it('gives the recipient of mails: the address and whether it was verified; none once deleted or erased', () => {
    expect(userRecipient(fold([]))).toBeNull();
    expect(userRecipient(fold([registered('amina@example.dz')]))).toEqual({
      address: 'amina@example.dz',
      emailVerified: false,
    });
    const verified = [
      registered('amina@example.dz'),
      { type: 'EmailVerified', data: { userId: 'u1', at } } as const,
    ];
    expect(userRecipient(fold(verified))).toEqual({ address: 'amina@example.dz', emailVerified: true });
    expect(
      userRecipient(fold([...verified, { type: 'AccountDeleted', data: { userId: 'u1', by: 'u1', at } }])),
    ).toBeNull();
    // read through the personal-data wrapper once the account's key is destroyed
    expect(userRecipient(fold([registered(null)]))).toBeNull();
  });

  it('follows the profile state an order checks', () => {
    const profile = {
      userId: 'u1',
      name: 'Amina',
      lastName: 'Benali',
      number: '0550123456',
      address: '12 rue des Oliviers',
      district: 'bir',
      profileState: 'complited' as const,
      at,
    };
    expect(fold([registered('a@b.dz')])).toMatchObject({ profileState: 'incomplete' });
    expect(fold([registered('a@b.dz'), { type: 'ProfileUpdated', data: profile }])).toMatchObject({
      profileState: 'complited',
      profile: { name: 'Amina', district: 'bir' },
    });
  });
});
