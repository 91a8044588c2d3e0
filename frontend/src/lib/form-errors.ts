import { fieldErrors } from './errors';

type ShownError = { type?: string; message?: string };
type ServerFieldError = { type: 'server'; message: string };

/**
 * The text under a form field: a message set from the server's answer (type 'server') as it came, a schema's
 * message (an i18n key) through `translate`.
 */
export const fieldErrorText = (
  error: ShownError | undefined,
  translate: (key: string) => string | undefined,
): string | undefined =>
  error?.message ? (error.type === 'server' ? error.message : translate(error.message)) : undefined;

/**
 * Shows a validation problem's field errors on the form's own fields (`isField` says which names it has); the
 * others are ignored. Returns whether any was shown.
 */
export function showServerFieldErrors<F extends string>(
  error: unknown,
  isField: (name: string) => name is F,
  setError: (name: F, error: ServerFieldError) => void,
): boolean {
  let shown = false;
  for (const [name, message] of Object.entries(fieldErrors(error)))
    if (isField(name)) {
      setError(name, { type: 'server', message });
      shown = true;
    }
  return shown;
}

/** A guard for `showServerFieldErrors` from a list of field names. */
export const oneOf =
  <F extends string>(names: readonly F[]) =>
  (name: string): name is F =>
    (names as readonly string[]).includes(name);
