import { passwordMinLength, type ProfileUpdateBody, type UserView } from '@shop/contracts/core';
import { z } from 'zod';

// The profile form of spec §3/§5 (validated on blur). Messages are keys of the `profile` namespace.
const NAME = /^[\p{L}' -]+$/u;
/** contracts' phoneNumber: 05/06/07 + 8 digits, or +213 5/6/7 + 8 digits. Spaces are allowed while typing. */
const PHONE = /^(\+213|0)[5-7][0-9]{8}$/;
const required = 'errors.required';
export const compactPhone = (v: string) => v.replace(/[\s.-]/g, '');

const nameField = z.string().trim().min(1, required).max(60, 'errors.name').regex(NAME, 'errors.name');

export const profileSchema = z
  .object({
    name: nameField,
    lastName: nameField,
    number: z
      .string()
      .trim()
      .min(1, required)
      .refine((v) => PHONE.test(compactPhone(v)), 'errors.phone'),
    district: z.string().min(1, required),
    address: z.string().trim().min(1, required).min(3, 'errors.address').max(200, 'errors.address'),
    password: z.string().max(200),
    newPassword: z
      .string()
      .max(200)
      .refine((v) => v === '' || v.length >= passwordMinLength, 'errors.min_length'),
  })
  .refine((v) => v.newPassword === '' || v.password !== '', {
    path: ['password'],
    message: 'errors.current_required',
  })
  .refine((v) => v.password === '' || v.newPassword !== '', { path: ['newPassword'], message: required });
export type ProfileValues = z.infer<typeof profileSchema>;

/** Spec §5: names lowercased before sending, empty password and newPassword sent as null. */
export const toProfileBody = (v: ProfileValues): ProfileUpdateBody => ({
  name: v.name.trim().toLowerCase(),
  lastName: v.lastName.trim().toLowerCase(),
  number: compactPhone(v.number.trim()),
  district: v.district,
  address: v.address.trim(),
  password: v.password === '' ? null : v.password,
  newPassword: v.newPassword === '' ? null : v.newPassword,
});

/** The form's values for a user; the district is matched by id, or by name for older records. */
export const profileDefaults = (
  user: UserView | null | undefined,
  districts: { _id: string; name: string }[] = [],
): ProfileValues => {
  const stored = user?.district ?? '';
  const district =
    districts.find((d) => d._id === stored || d.name.toLowerCase() === stored.toLowerCase())?._id ?? stored;
  return {
    name: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    number: user?.number ?? '',
    district,
    address: user?.address ?? '',
    password: '',
    newPassword: '',
  };
};

/** Profile fields the server's field errors may name. */
export const profileFields = [
  'name',
  'lastName',
  'number',
  'district',
  'address',
  'password',
  'newPassword',
] as const;
export type ProfileField = (typeof profileFields)[number];
export const isProfileField = (x: string): x is ProfileField =>
  (profileFields as readonly string[]).includes(x);
