import { Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/** The form of an authentication screen, named by the screen's title; its fields and buttons are the children. */
export function AuthForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
    </Stack>
  );
}
