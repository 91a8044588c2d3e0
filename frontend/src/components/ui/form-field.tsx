import { Box, Field, HStack, Input, Text, Textarea } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { useSteadyWhilePressed } from '@/hooks/use-pointer-held';
import { RequiredMark } from './required-mark';

type FieldProps = {
  label: ReactNode;
  /** The message under the control; a field with one is invalid. */
  error?: string;
  required?: boolean;
  /** Shown under the control while there is no error. */
  helper?: ReactNode;
};

/**
 * The line under a control (inside its Field.Root): its error, else its helper. The line keeps its height while
 * empty, and a message that comes or goes while a pointer is held down waits for the release: the blur of a
 * mouse-down on a button below shows the error, which used to push the button away before the mouse-up (a message
 * of two lines under a narrow field, too), and the click was lost.
 */
export function FieldMessage({ error: latest, helper }: { error?: string; helper?: ReactNode }) {
  const error = useSteadyWhilePressed(latest);
  return (
    <Box minH="4" w="full">
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Box>
  );
}

/**
 * A labelled form control with its error under it; required fields show the red asterisk (spec §5). The control
 * (an input, a select, a group of inputs) is the child.
 */
export function FormField({
  label,
  error,
  required,
  helper,
  children,
}: FieldProps & { children: ReactNode }) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required && <RequiredMark />}
      </Field.Label>
      {children}
      <FieldMessage error={error} helper={helper} />
    </Field.Root>
  );
}

/** A labelled text input with its error under it (required fields show the red asterisk, spec §5). */
export function TextField({
  label,
  error,
  required,
  helper,
  ...input
}: ComponentProps<typeof Input> & FieldProps) {
  return (
    <FormField label={label} error={error} required={required} helper={helper}>
      <Input {...input} aria-required={required || undefined} />
    </FormField>
  );
}

/** A text area limited to `max` characters with its counter (spec §5: 500). */
export function TextAreaField({
  label,
  error,
  length,
  max,
  ...area
}: ComponentProps<typeof Textarea> & {
  label: ReactNode;
  error?: string;
  length: number;
  max: number;
}) {
  return (
    <Field.Root invalid={!!error || length > max}>
      <Field.Label>{label}</Field.Label>
      <Textarea {...area} rows={4} />
      <HStack justify="space-between" w="full">
        <Field.ErrorText>{error}</Field.ErrorText>
        <Text fontSize="xs" color={length > max ? 'red.600' : 'fg.muted'} marginStart="auto">
          <bdi dir="ltr">
            {length}/{max}
          </bdi>
        </Text>
      </HStack>
    </Field.Root>
  );
}
