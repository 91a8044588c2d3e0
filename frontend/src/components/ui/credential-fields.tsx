import type { ComponentProps } from 'react';
import { TextField } from './form-field';

type TextFieldProps = ComponentProps<typeof TextField>;

/** The e-mail field of a form: left-to-right in every language, autofilled with the e-mail, required. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" dir="ltr" autoComplete="email" required {...props} />;
}

/**
 * A password field, required unless told otherwise; `isNew` asks the browser to suggest a new password instead of
 * filling in the current one.
 */
export function PasswordField({ isNew = false, ...props }: TextFieldProps & { isNew?: boolean }) {
  return (
    <TextField
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      {...props}
    />
  );
}
