import { z } from 'zod';

export const contactTopics = ['thanks', 'complaint', 'suggestion'] as const;
export type ContactTopic = (typeof contactTopics)[number];
export const isContactTopic = (x: string | undefined): x is ContactTopic =>
  (contactTopics as readonly string[]).includes(x ?? '');

export const MESSAGE_MAX = 500;
const PHONE = /^\+?[0-9 ]{9,15}$/;

/**
 * The contact form schema. Same rules as contracts' contactMessageBody; the messages are i18n keys of the
 * `contact` namespace, translated where they are shown.
 */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'errors.required').max(80, 'errors.name'),
  email: z.string().trim().min(1, 'errors.required').pipe(z.email('errors.email')),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE.test(v), 'errors.phone'),
  message: z.string().trim().min(1, 'errors.required').max(MESSAGE_MAX, 'errors.max_length'),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

export const toContactBody = (topic: ContactTopic, values: ContactFormValues) => ({
  topic,
  name: values.name.trim(),
  email: values.email.trim(),
  ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
  message: values.message.trim(),
});
