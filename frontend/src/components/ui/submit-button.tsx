import { Button, type ButtonProps } from '@chakra-ui/react';

/** The primary button that sends its form (spinning while `loading`); its label is the child. */
export function SubmitButton({ testId, ...button }: ButtonProps & { testId: string }) {
  return <Button type="submit" colorPalette="brand" {...button} data-testid={testId} />;
}
