import { describe, expect, it } from 'vitest';
import { registeredView, registrationScore, searchText, withProfile } from './user-view';

const registered = {
  userId: 'u1',
  email: 'amina.benali@example.dz',
  name: 'Amina',
  lastName: 'Benali',
  passwordHash: 'x',
  role: 'user' as const,
  language: 'ar' as const,
  registeredAt: '2025-03-01T09:00:00.000Z',
};

describe('user view', () => {
  it('is built from UserRegistered with the name as "first last", roles as a list and an incomplete profile', () => {
    expect(registeredView(registered)).toEqual({
      _id: 'u1',
      name: 'Amina Benali',
      firstName: 'Amina',
      lastName: 'Benali',
      email: 'amina.benali@example.dz',
      emailVerified: false,
      number: null,
      address: null,
      district: null,
      profileState: 'incomplete',
      roles: [{ name: 'user' }],
      language: 'ar',
      date: '2025-03-01T09:00:00.000Z',
    });
  });

  it('is not built for an erased user (personal data read back as null)', () => {
    expect(registeredView({ ...registered, email: null, name: null, lastName: null })).toBeNull();
  });

  it('takes the profile, and the new name', () => {
    const view = registeredView(registered)!;
    const updated = withProfile(view, {
      userId: 'u1',
      name: 'amina',
      lastName: 'benali-kaci',
      number: '0555123456',
      address: '12 rue Larbi Ben Mhidi',
      district: 'senia',
      profileState: 'complited',
      at: '2025-03-02T09:00:00.000Z',
    });
    expect(updated).toMatchObject({
      name: 'amina benali-kaci',
      number: '0555123456',
      district: 'senia',
      profileState: 'complited',
      email: view.email,
    });
    expect(
      withProfile(view, {
        userId: 'u1',
        name: null,
        lastName: null,
        number: null,
        address: null,
        district: 'senia',
        profileState: 'complited',
        at: 'x',
      }),
    ).toBeNull();
  });

  it('is searched by lowercased name and e-mail, listed by registration time', () => {
    const view = registeredView(registered)!;
    expect(searchText(view)).toBe('amina benali amina.benali@example.dz');
    expect(registrationScore(view)).toBe(Date.parse('2025-03-01T09:00:00.000Z'));
  });
});
