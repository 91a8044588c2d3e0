import { z } from 'zod';

// The `errors` of a validation.failed problem (field → message, the shape the client reads), from zod's own
// flattening: one message per field, the first zod reported.

type FlatOptions = {
  /** Where an issue about the whole value goes (`_` unless said). */
  root?: string;
  /** A field's fixed message, answered instead of zod's. */
  messages?: Record<string, string>;
};

/** A failure on a flat object (a query string, form fields): keyed by the top-level field. */
export function flatFieldErrors(error: z.ZodError, { root = '_', messages = {} }: FlatOptions = {}) {
  const { formErrors, fieldErrors } = z.flattenError(error);
  const errors: Record<string, string> = {};
  for (const [field, found] of Object.entries(fieldErrors) as [string, string[]][])
    errors[field] = messages[field] ?? found[0]!;
  if (formErrors[0] !== undefined) errors[root] ??= formErrors[0];
  return errors;
}

/**
 * A failure on a nested value (a command): keyed by the dotted path of the field (`lines.0.quantity`), leaving out
 * the `omit` segments (a command's `data` wrapper).
 */
export function fieldErrors(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  { omit = [] }: { omit?: readonly PropertyKey[] } = {},
): Record<string, string> {
  const dotted = (path: readonly PropertyKey[]) =>
    path
      .filter((p) => !omit.includes(p))
      .map(String)
      .join('.');
  const keyed = new z.ZodError(
    error.issues.map((issue) => ({
      ...issue,
      path: dotted(issue.path) ? [dotted(issue.path)] : [],
    })) as z.core.$ZodIssue[],
  );
  return flatFieldErrors(keyed);
}
