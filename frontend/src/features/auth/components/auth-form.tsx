import { Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

/** The form of an authentication screen, named by the screen's title; its fields and buttons are the children. */
export function AuthForm({
  label,
  onSubmit,
  testId,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate data-testid={testId} aria-label={label}>
        {children}
      </form>
    </Stack>
  );
}
