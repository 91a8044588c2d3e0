import { Button, type ButtonProps } from '@chakra-ui/react';

/** The primary button that sends its form (spinning while `loading`); its label is the child. */
export function SubmitButton(button: ButtonProps) {
  return <Button type="submit" colorPalette="brand" {...button} />;
}
