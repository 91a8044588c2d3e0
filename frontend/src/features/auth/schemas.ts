import { passwordMinLength, type Language } from '@shop/contracts/core';
import { z } from 'zod';

// Form schemas of the authentication screens. Messages are keys of the `auth` namespace (errors.*),
// translated where they are shown. Same rules as contracts/accounts/http.ts.
const NAME = /^[\p{L}' -]+$/u;
const required = 'errors.required';

export const emailField = z
  .string()
  .trim()
  .min(1, required)
  .max(254, 'errors.email')
  .pipe(z.email('errors.email'));
const nameField = z.string().trim().min(1, required).max(60, 'errors.name').regex(NAME, 'errors.name');
const newPassword = z
  .string()
  .min(1, required)
  .min(passwordMinLength, 'errors.min_length')
  .max(200, 'errors.max_length');

export const loginSchema = z.object({ email: emailField, password: z.string().min(1, required) });
export type LoginValues = z.infer<typeof loginSchema>;

export const signUpSchema = z
  .object({
    name: nameField,
    lastName: nameField,
    email: emailField,
    password: newPassword,
    confirmPassword: z.string().min(1, required),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'errors.mismatch' });
export type SignUpValues = z.infer<typeof signUpSchema>;

export const forgotSchema = z.object({ email: emailField });
export type ForgotValues = z.infer<typeof forgotSchema>;

export const resetSchema = z
  .object({ password: newPassword, confirmPassword: z.string().min(1, required) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'errors.mismatch' });
export type ResetValues = z.infer<typeof resetSchema>;

/** The sign-up body: names trimmed, e-mail trimmed and lowercased (the server does the same). */
export const toSignUpBody = (v: SignUpValues, language: Language) => ({
  name: v.name.trim(),
  lastName: v.lastName.trim(),
  email: v.email.trim().toLowerCase(),
  password: v.password,
  language,
});
