import { describe, expect, it } from 'vitest';
import { profileUpdateBody } from '@shop/contracts/schemas';
import type { UserView } from '@shop/contracts/core';
import { profileDefaults, profileSchema, toProfileBody, type ProfileValues } from './profile-form';

const valid: ProfileValues = {
  name: 'Karim',
  lastName: 'Benali',
  number: '0550 12 34 56',
  district: 'd1',
  address: '12 rue Larbi Ben Mhidi',
  password: '',
  newPassword: '',
};
const messages = (v: ProfileValues) =>
  Object.fromEntries(
    [...(profileSchema.safeParse(v).error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]),
  );

describe('profile form (spec §3/§5)', () => {
  it('requires every personal field', () => {
    expect(messages({ ...valid, name: '', lastName: '', number: '', district: '', address: '' })).toEqual({
      name: 'errors.required',
      lastName: 'errors.required',
      number: 'errors.required',
      district: 'errors.required',
      address: 'errors.required',
    });
  });
  it('checks names and the Algerian mobile number', () => {
    expect(messages({ ...valid, name: 'K1' })).toEqual({ name: 'errors.name' });
    expect(messages({ ...valid, number: '0450123456' })).toEqual({ number: 'errors.phone' });
    expect(messages({ ...valid, number: '+213 661 23 45 67' })).toEqual({});
  });
  it('password change: new one ≥ 6 and the current one needed', () => {
    expect(messages({ ...valid, password: 'old', newPassword: '12345' })).toEqual({
      newPassword: 'errors.min_length',
    });
    expect(messages({ ...valid, newPassword: '123456' })).toEqual({ password: 'errors.current_required' });
    expect(messages({ ...valid, password: 'old' })).toEqual({ newPassword: 'errors.required' });
    expect(messages({ ...valid, password: 'old', newPassword: '123456' })).toEqual({});
  });
  it('sends names lowercased, the phone compact, empty passwords as null — a body the server accepts', () => {
    const body = toProfileBody({ ...valid, name: ' KARIM ', lastName: 'BenAli' });
    expect(body).toEqual({
      name: 'karim',
      lastName: 'benali',
      number: '0550123456',
      district: 'd1',
      address: '12 rue Larbi Ben Mhidi',
      password: null,
      newPassword: null,
    });
    expect(profileUpdateBody.safeParse(body).success).toBe(true);
    expect(toProfileBody({ ...valid, password: 'old', newPassword: 'secret1' })).toMatchObject({
      password: 'old',
      newPassword: 'secret1',
    });
  });
  it('fills the form from the user, matching the district by id or name', () => {
    const user = {
      firstName: 'karim',
      lastName: 'benali',
      number: '0550123456',
      address: 'x',
      district: 'Bir El Djir',
    } as UserView;
    expect(profileDefaults(user, [{ _id: 'd9', name: 'Bir El Djir' }])).toMatchObject({
      name: 'karim',
      district: 'd9',
      password: '',
      newPassword: '',
    });
    expect(profileDefaults(null)).toMatchObject({ name: '', district: '' });
  });
});
