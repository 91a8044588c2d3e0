import { describe, expect, it } from 'vitest';
import { loginSchema, resetSchema, signUpSchema, toSignUpBody } from './schemas';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).reverse().map((i) => [i.path.join('.'), i.message]));

describe('authentication forms', () => {
  it('login: required fields and a valid e-mail', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'errors.required',
      password: 'errors.required',
    });
    expect(messages(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'errors.email',
    });
    expect(loginSchema.safeParse({ email: ' A@B.dz ', password: 'x' }).success).toBe(true);
  });
  it('sign-up: names, password of at least 6, confirmation', () => {
    const ok = {
      name: 'Karim',
      lastName: "Ben-Ali O'Neil",
      email: 'k@b.dz',
      password: '123456',
      confirmPassword: '123456',
    };
    expect(signUpSchema.safeParse(ok).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ ...ok, password: '12345', confirmPassword: '12345' }))).toEqual({
      password: 'errors.min_length',
    });
    expect(messages(signUpSchema.safeParse({ ...ok, confirmPassword: '1234567' }))).toEqual({
      confirmPassword: 'errors.mismatch',
    });
    expect(messages(signUpSchema.safeParse({ ...ok, name: 'K4rim' }))).toEqual({ name: 'errors.name' });
    expect(messages(signUpSchema.safeParse({ ...ok, lastName: '  ' }))).toEqual({
      lastName: 'errors.required',
    });
  });
  it('sign-up body: trimmed, e-mail lowercased, language', () => {
    expect(
      toSignUpBody(
        {
          name: ' Karim ',
          lastName: 'Benali',
          email: ' K@B.DZ ',
          password: 'secret1',
          confirmPassword: 'secret1',
        },
        'ar',
      ),
    ).toEqual({
      name: 'Karim',
      lastName: 'Benali',
      email: 'k@b.dz',
      password: 'secret1',
      language: 'ar',
    });
  });
  it('reset: new password of at least 6 and its confirmation', () => {
    expect(resetSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
    expect(messages(resetSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual({
      password: 'errors.min_length',
    });
  });
});
