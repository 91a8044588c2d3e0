import { contactMessageBody } from '@shop/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { contactFormSchema, isContactTopic, toContactBody } from './topics';

const valid = { name: 'Amina', email: 'amina@example.dz', phone: '', message: 'Merci !' };
const issues = (values: Record<string, string>) => {
  const r = contactFormSchema.safeParse(values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('contact form', () => {
  it('accepts a valid message and builds a body the server accepts', () => {
    expect(issues(valid)).toEqual({});
    const body = toContactBody('thanks', contactFormSchema.parse({ ...valid, phone: '0550 12 34 56' }));
    expect(contactMessageBody.safeParse(body).success).toBe(true);
    expect(toContactBody('complaint', valid)).not.toHaveProperty('phone');
  });
  it('reports required, email, phone and length errors as i18n keys', () => {
    expect(issues({ name: ' ', email: '', phone: '', message: '' })).toEqual({
      name: 'errors.required',
      email: 'errors.required',
      message: 'errors.required',
    });
    expect(issues({ ...valid, email: 'nope' })).toEqual({ email: 'errors.email' });
    expect(issues({ ...valid, phone: '12ab' })).toEqual({ phone: 'errors.phone' });
    expect(issues({ ...valid, message: 'x'.repeat(501) })).toEqual({ message: 'errors.max_length' });
    expect(issues({ ...valid, message: 'x'.repeat(500) })).toEqual({});
  });
  it('knows the three topics', () => {
    expect(['thanks', 'complaint', 'suggestion', 'other', undefined].map(isContactTopic)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
