import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorText, oneOf, showServerFieldErrors } from './form-errors';

const translate = (key: string) => `t(${key})`;

const validationProblem = (errors: Record<string, string>) =>
  new ApiError({
    type: 'about:blank',
    title: 'validation',
    status: 400,
    code: 'validation.failed',
    message: 'm',
    errors,
  });

describe('fieldErrorText', () => {
  it('translates a schema message, shows a server message as it came, nothing without a message', () => {
    expect(fieldErrorText({ type: 'too_small', message: 'errors.required' }, translate)).toBe(
      't(errors.required)',
    );
    expect(fieldErrorText({ type: 'server', message: 'Adresse déjà prise' }, translate)).toBe(
      'Adresse déjà prise',
    );
    expect(fieldErrorText(undefined, translate)).toBeUndefined();
    expect(fieldErrorText({ type: 'required' }, translate)).toBeUndefined();
  });
});

describe('showServerFieldErrors', () => {
  const isField = oneOf(['email', 'password'] as const);

  it("sets the form's own fields from a validation problem and says it did", () => {
    const set: [string, unknown][] = [];
    const shown = showServerFieldErrors(
      validationProblem({ email: 'bad e-mail', other: 'ignored' }),
      isField,
      (name, error) => set.push([name, error]),
    );
    expect(shown).toBe(true);
    expect(set).toEqual([['email', { type: 'server', message: 'bad e-mail' }]]);
  });

  it('shows nothing for another failure or for fields the form does not have', () => {
    const set: string[] = [];
    expect(showServerFieldErrors(new Error('network'), isField, (name) => set.push(name))).toBe(false);
    expect(showServerFieldErrors(validationProblem({ other: 'x' }), isField, (name) => set.push(name))).toBe(
      false,
    );
    expect(set).toEqual([]);
  });
});
