import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, flatFieldErrors } from './field-errors';

const failure = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error;
};

describe('field errors', () => {
  const command = z.object({
    type: z.literal('PlaceOrder'),
    data: z.object({
      name: z.string().min(2, 'too short'),
      lines: z.array(z.object({ quantity: z.number() })),
    }),
  });

  it('keys a nested failure by its dotted path, without the omitted segments, first message per field', () => {
    const error = failure(command, { type: 'PlaceOrder', data: { name: 'a', lines: [{ quantity: 'x' }] } });
    expect(fieldErrors(error, { omit: ['data'] })).toEqual({
      name: 'too short',
      'lines.0.quantity': expect.stringContaining('expected number'),
    });
    expect(Object.keys(fieldErrors(error))).toEqual(['data.name', 'data.lines.0.quantity']);
  });

  it('puts an issue about the whole value under _', () => {
    expect(Object.keys(fieldErrors(failure(command, 'nope')))).toEqual(['_']);
  });

  it('keys a flat failure by field, with fixed messages and the root key asked for', () => {
    const query = z.strictObject({ page: z.coerce.number().int().min(1), q: z.string().max(3) });
    const error = failure(query, { page: '0', q: 'long', extra: 1 });
    expect(flatFieldErrors(error, { root: 'query', messages: { page: 'must be a whole number' } })).toEqual({
      page: 'must be a whole number',
      q: expect.stringContaining('<=3'),
      query: expect.stringContaining('extra'),
    });
  });
});
