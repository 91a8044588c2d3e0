import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A one-line alert whose text is the child. Errors and warnings are announced at once (role alert), a success
 * politely (role status).
 */
export function InlineAlert({
  status,
  children,
}: {
  status: 'error' | 'warning' | 'success';
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'success' ? 'status' : 'alert'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
