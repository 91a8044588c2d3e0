import { DomainError } from '@shop/contracts';
import type { z } from 'zod';

/** A zod failure as DomainError('validation.failed') with `errors`: field path (without the `data.` prefix) → message. */
export function validationError(error: z.ZodError): DomainError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.filter((p) => p !== 'data').join('.') || '_';
    errors[path] ??= issue.message;
  }
  return new DomainError('validation.failed', undefined, errors); // the message comes per language from the code
}
