import { DomainError } from '@shop/contracts';
import { fieldErrors } from '@shop/platform/http/field-errors';
import type { z } from 'zod';

/** A zod failure as DomainError('validation.failed') with `errors`: field path (without the `data.` prefix) → message. */
export const validationError = (error: z.ZodError): DomainError =>
  // the message comes per language from the code
  new DomainError('validation.failed', undefined, fieldErrors(error, { omit: ['data'] }));
